// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/** ChangePasswordRequest's limits, by property. */
export const ChangePasswordRequestLimits = {
  "oldPassword": {
    "maxLength": 200,
    "minLength": 1
  },
  "newPassword": {
    "maxLength": 200,
    "minLength": 8
  }
} as const;

/** ClientForm's limits, by property. */
export const ClientFormLimits = {
  "gymId": {
    "minimum": 1
  },
  "name": {
    "maxLength": 200
  },
  "phone": {
    "maxLength": 30
  },
  "address": {
    "maxLength": 500
  },
  "email": {
    "maxLength": 200
  },
  "emergencyContact": {
    "maxLength": 100
  },
  "notes": {
    "maxLength": 2000
  },
  "clientInfoInDevice.card": {
    "maxLength": 50
  },
  "clientInfoInDevice.password": {
    "maxLength": 20
  },
  "clientInfoInDevice.privilege": {
    "maximum": 255,
    "minimum": 0
  },
  "clientInfoInDevice.fingerprints": {
    "maxLength": 4000,
    "maxItems": 10
  },
  "accessDeviceIds": {
    "maxItems": 50
  }
} as const;

/** DeviceRequest's limits, by property. */
export const DeviceRequestLimits = {
  "gymId": {
    "minimum": 1
  },
  "deviceName": {
    "maxLength": 100,
    "minLength": 1
  },
  "door": {
    "maxLength": 100,
    "minLength": 1
  },
  "serialNumber": {
    "maxLength": 100,
    "minLength": 1
  }
} as const;

/** FreezeRequest's limits, by property. */
export const FreezeRequestLimits = {
  "days": {
    "maximum": 365,
    "minimum": 1
  }
} as const;

/** GymForm's limits, by property. */
export const GymFormLimits = {
  "gymName": {
    "maxLength": 200
  },
  "branch": {
    "maxLength": 200
  },
  "address": {
    "maxLength": 500
  },
  "contactNumber": {
    "maxLength": 30,
    "maxItems": 10
  },
  "emailAddress": {
    "maxLength": 200
  },
  "websiteURL": {
    "maxLength": 500
  },
  "openingHours": {
    "maxLength": 500
  },
  "facilities": {
    "maxLength": 100,
    "maxItems": 50
  },
  "latitude": {
    "maximum": 90,
    "minimum": -90
  },
  "longitude": {
    "maximum": 180,
    "minimum": -180
  },
  "socialMediaLinks": {
    "maxLength": 500,
    "maxItems": 10
  },
  "timeZone": {
    "maxLength": 64
  }
} as const;

/** InvoiceRequest's limits, by property. */
export const InvoiceRequestLimits = {
  "clientId": {
    "minimum": 1
  },
  "pricingPlanId": {
    "minimum": 1
  },
  "totalAmount": {
    "maximum": 1000000000,
    "minimum": 0.01
  },
  "discountedAmount": {
    "maximum": 1000000000,
    "minimum": 0.01
  }
} as const;

/** JudgeAttemptRequest's limits, by property. */
export const JudgeAttemptRequestLimits = {
  "weightKg": {
    "maximum": 1000,
    "minimum": 0
  }
} as const;

/** LoginRequest's limits, by property. */
export const LoginRequestLimits = {
  "phone": {
    "maxLength": 20
  },
  "password": {
    "maxLength": 200
  }
} as const;

/** MeetRequest's limits, by property. */
export const MeetRequestLimits = {
  "name": {
    "maxLength": 200,
    "minLength": 1
  },
  "platformCount": {
    "maximum": 20,
    "minimum": 1
  }
} as const;

/** MoneyFlowRequest's limits, by property. */
export const MoneyFlowRequestLimits = {
  "gymId": {
    "minimum": 1
  },
  "billNo": {
    "maxLength": 100
  },
  "transactionDate": {
    "maxLength": 40
  },
  "amount": {
    "maximum": 1000000000,
    "minimum": 0.01
  },
  "tags": {
    "maxLength": 50,
    "maxItems": 20,
    "minItems": 1
  },
  "description": {
    "maxLength": 1000
  }
} as const;

/** PasswordResetRequest's limits, by property. */
export const PasswordResetRequestLimits = {
  "confirmPassword": {
    "maxLength": 200
  }
} as const;

/** PaymentRequest's limits, by property. */
export const PaymentRequestLimits = {
  "invoiceId": {
    "minimum": 1
  },
  "billNo": {
    "maxLength": 100,
    "minLength": 1
  },
  "amount": {
    "maximum": 1000000000,
    "minimum": 0.01
  },
  "paymentType": {
    "minLength": 1
  }
} as const;

/** PricingPlanRequest's limits, by property. */
export const PricingPlanRequestLimits = {
  "planName": {
    "maxLength": 200,
    "minLength": 1
  },
  "monthlyPrice": {
    "maximum": 100000000,
    "minimum": 0.01
  },
  "threeMonthPrice": {
    "maximum": 100000000,
    "minimum": 0.01
  },
  "sixMonthPrice": {
    "maximum": 100000000,
    "minimum": 0.01
  },
  "twelveMonthPrice": {
    "maximum": 100000000,
    "minimum": 0.01
  },
  "extraFeatures": {
    "maxLength": 2000
  }
} as const;

/** RegisterRequest's limits, by property. */
export const RegisterRequestLimits = {
  "name": {
    "maxLength": 200,
    "minLength": 1
  },
  "password": {
    "maxLength": 200,
    "minLength": 8
  },
  "address": {
    "maxLength": 500
  }
} as const;

/** SendSmsRequest's limits, by property. */
export const SendSmsRequestLimits = {
  "smsContent": {
    "maxLength": 720,
    "minLength": 1
  },
  "phoneNumbers": {
    "maxLength": 20000
  },
  "gymId": {
    "minimum": 1
  }
} as const;

/** StopOnOwe's limits, by property. */
export const StopOnOweLimits = {
  "amount": {
    "maximum": 1000000000,
    "minimum": 0
  },
  "days": {
    "maximum": 3650,
    "minimum": 0
  }
} as const;

/** UserUpdate's limits, by property. */
export const UserUpdateLimits = {
  "name": {
    "maxLength": 200,
    "minLength": 1
  },
  "address": {
    "maxLength": 500
  }
} as const;

/** Every request schema's limits, by schema and property, as the contract sets them. */
export const validationLimits = {
  ChangePasswordRequest: ChangePasswordRequestLimits,
  ClientForm: ClientFormLimits,
  DeviceRequest: DeviceRequestLimits,
  FreezeRequest: FreezeRequestLimits,
  GymForm: GymFormLimits,
  InvoiceRequest: InvoiceRequestLimits,
  JudgeAttemptRequest: JudgeAttemptRequestLimits,
  LoginRequest: LoginRequestLimits,
  MeetRequest: MeetRequestLimits,
  MoneyFlowRequest: MoneyFlowRequestLimits,
  PasswordResetRequest: PasswordResetRequestLimits,
  PaymentRequest: PaymentRequestLimits,
  PricingPlanRequest: PricingPlanRequestLimits,
  RegisterRequest: RegisterRequestLimits,
  SendSmsRequest: SendSmsRequestLimits,
  StopOnOwe: StopOnOweLimits,
  UserUpdate: UserUpdateLimits,
} as const;
