// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/**
 * The message a person reads when a field breaks a constraint, by schema, property and keyword
 * ('required', a JSON Schema keyword, or 'invalid' for any other): written once, in openapi.yaml.
 */
export const validationMessages = {
  "ChangePasswordRequest": {
    "oldPassword": {
      "maxLength": "Old password must be at most 200 characters.",
      "required": "All fields are required",
      "minLength": "All fields are required"
    },
    "newPassword": {
      "maxLength": "New password must be at most 200 characters.",
      "required": "All fields are required",
      "minLength": "New password must be at least 8 characters long"
    }
  },
  "ClientForm": {
    "gymId": {
      "minimum": "Gym id must be at least 1.",
      "type": "Gym id must be a whole number.",
      "required": "Choose the gym the client belongs to."
    },
    "name": {
      "maxLength": "Name must be at most 200 characters.",
      "required": "Name is required."
    },
    "gender": {
      "required": "Gender is required.",
      "invalid": "Gender must be MALE or FEMALE."
    },
    "phone": {
      "maxLength": "Phone must be at most 30 characters.",
      "required": "Phone is required.",
      "format": "Phone must be a phone number of the gym's country."
    },
    "address": {
      "maxLength": "Address must be at most 500 characters."
    },
    "email": {
      "maxLength": "Email must be at most 200 characters.",
      "format": "Please enter a valid email address."
    },
    "emergencyContact": {
      "maxLength": "Emergency contact must be at most 100 characters."
    },
    "notes": {
      "maxLength": "Notes must be at most 2,000 characters."
    },
    "dateOfBirth": {
      "x-not-after-gym-today": "Date of Birth cannot be later than today."
    },
    "membershipEndDate": {
      "x-not-before": "Membership End Date cannot be before Joined Date."
    },
    "clientInfoInDevice.card": {
      "maxLength": "Card must be at most 50 characters."
    },
    "clientInfoInDevice.password": {
      "maxLength": "Password must be at most 20 characters."
    },
    "clientInfoInDevice.privilege": {
      "maximum": "Privilege must be at most 255.",
      "minimum": "Privilege must be at least 0.",
      "type": "Privilege must be a whole number."
    },
    "clientInfoInDevice.fingerprints": {
      "maxItems": "Fingerprints can have at most 10 entries.",
      "maxLength": "Fingerprints must be at most 4,000 characters."
    },
    "accessDeviceIds": {
      "maxItems": "Access device ids can have at most 50 entries."
    }
  },
  "DeviceRequest": {
    "gymId": {
      "minimum": "Gym id must be at least 1.",
      "type": "Gym id must be a whole number."
    },
    "deviceName": {
      "maxLength": "Device name must be at most 100 characters.",
      "required": "Device Name is required.",
      "minLength": "Device Name is required."
    },
    "door": {
      "maxLength": "Door must be at most 100 characters.",
      "required": "Door is required.",
      "minLength": "Door is required."
    },
    "serialNumber": {
      "maxLength": "Serial number must be at most 100 characters.",
      "required": "Serial Number is required.",
      "minLength": "Serial Number is required."
    }
  },
  "GymForm": {
    "gymName": {
      "maxLength": "Gym name must be at most 200 characters.",
      "required": "Gym name is required."
    },
    "branch": {
      "maxLength": "Branch must be at most 200 characters."
    },
    "address": {
      "maxLength": "Address must be at most 500 characters."
    },
    "contactNumber": {
      "maxItems": "Contact number can have at most 10 entries.",
      "maxLength": "Contact number must be at most 30 characters.",
      "format": "Contact number must be a phone number of the gym's country.",
      "required": "At least one contact number is required."
    },
    "emailAddress": {
      "maxLength": "Email address must be at most 200 characters.",
      "format": "Please enter a valid email address."
    },
    "websiteURL": {
      "maxLength": "Website URL must be at most 500 characters."
    },
    "openingHours": {
      "maxLength": "Opening hours must be at most 500 characters."
    },
    "facilities": {
      "maxItems": "Facilities can have at most 50 entries.",
      "maxLength": "Facilities must be at most 100 characters."
    },
    "latitude": {
      "invalid": "Latitude must be a number from -90 to 90."
    },
    "longitude": {
      "invalid": "Longitude must be a number from -180 to 180."
    },
    "socialMediaLinks": {
      "maxItems": "Social media links can have at most 10 entries.",
      "maxLength": "Social media links must be at most 500 characters."
    },
    "timeZone": {
      "maxLength": "Time zone must be at most 64 characters.",
      "format": "Please choose a valid time zone."
    },
    "currency": {
      "invalid": "Please choose a currency."
    }
  },
  "InvoiceRequest": {
    "clientId": {
      "minimum": "Client id must be at least 1.",
      "type": "Client id must be a whole number."
    },
    "pricingPlanId": {
      "required": "Pricing Plan is required.",
      "type": "Pricing Plan is required.",
      "minimum": "Pricing Plan is required."
    },
    "pricingPlanDto": {
      "type": "Pricing Plan is required."
    },
    "membershipStartDate": {
      "required": "Membership Start Date is required.",
      "format": "Membership Start Date is required."
    },
    "membershipEndDate": {
      "required": "Membership End Date is required.",
      "format": "Membership End Date is required.",
      "x-not-before": "Membership End Date cannot be before Membership Start Date."
    },
    "totalAmount": {
      "maximum": "Total amount must be at most 1,000,000,000.",
      "required": "Total Amount can not be zero.",
      "type": "Total Amount can not be zero.",
      "minimum": "Total Amount can not be zero."
    },
    "discountedAmount": {
      "required": "Discounted Amount can not be zero.",
      "type": "Discounted Amount can not be zero.",
      "minimum": "Discounted Amount can not be zero.",
      "maximum": "Discounted Amount cannot exceed Total Amount."
    }
  },
  "JudgeAttemptRequest": {
    "weightKg": {
      "invalid": "Weight must be between 0 and 1000 kg."
    },
    "status": {
      "type": "Status must be a whole number."
    }
  },
  "JudgeCurrentRequest": {
    "lift": {
      "invalid": "Lift must be S, B or D."
    }
  },
  "JudgeDecisionRequest": {
    "referee": {
      "required": "Referee must be 1, 2 or 3.",
      "invalid": "Referee must be 1, 2 or 3."
    },
    "decision": {
      "required": "Decision must be 'good' or 'no lift'.",
      "invalid": "Decision must be 'good' or 'no lift'."
    },
    "reasonCard": {
      "invalid": "Reason card must be 1 (red), 2 (blue) or 3 (yellow)."
    }
  },
  "LoginRequest": {
    "phone": {
      "maxLength": "Phone must be at most 20 characters.",
      "required": "Phone and password are required"
    },
    "password": {
      "maxLength": "Password must be at most 200 characters.",
      "required": "Phone and password are required"
    }
  },
  "MeetRequest": {
    "name": {
      "maxLength": "Name must be at most 200 characters.",
      "required": "Name is required.",
      "minLength": "Name is required."
    },
    "platformCount": {
      "required": "Platform count must be between 1 and 20.",
      "invalid": "Platform count must be between 1 and 20."
    }
  },
  "MoneyFlowRequest": {
    "gymId": {
      "minimum": "Gym id must be at least 1.",
      "type": "Gym id must be a whole number."
    },
    "billNo": {
      "maxLength": "Bill no must be at most 100 characters."
    },
    "transactionDate": {
      "required": "Transaction Date is required.",
      "pattern": "Transaction Date must be a real date and time, such as 2026-11-03T18:30.",
      "maxLength": "Transaction Date must be a real date and time, such as 2026-11-03T18:30."
    },
    "transactionType": {
      "required": "Transaction Type is required.",
      "invalid": "Transaction Type must be INCOME or EXPENSE."
    },
    "amount": {
      "maximum": "Amount must be at most 1,000,000,000.",
      "required": "Amount must be greater than zero.",
      "type": "Amount must be greater than zero.",
      "minimum": "Amount must be greater than zero."
    },
    "tags": {
      "maxItems": "Tags can have at most 20 entries.",
      "maxLength": "Tags must be at most 50 characters.",
      "required": "At least one tag is required.",
      "minItems": "At least one tag is required."
    },
    "description": {
      "maxLength": "Description must be at most 1,000 characters."
    }
  },
  "PasswordResetCodeRequest": {
    "phone": {
      "required": "Phone number must be exactly 10 digits.",
      "pattern": "Phone number must be exactly 10 digits."
    }
  },
  "PasswordResetRequest": {
    "phone": {
      "required": "Phone number must be exactly 10 digits.",
      "pattern": "Phone number must be exactly 10 digits."
    },
    "code": {
      "required": "Enter the 6-digit code from the SMS.",
      "pattern": "Enter the 6-digit code from the SMS.",
      "invalid": "This code is wrong or has expired. Check it, or ask for a new one."
    },
    "newPassword": {
      "required": "All fields are required",
      "minLength": "New password must be at least 8 characters long"
    },
    "confirmPassword": {
      "required": "Please type the new password again.",
      "invalid": "The two passwords do not match."
    }
  },
  "PaymentRequest": {
    "invoiceId": {
      "minimum": "Invoice id must be at least 1.",
      "type": "Invoice id must be a whole number."
    },
    "billNo": {
      "maxLength": "Bill no must be at most 100 characters.",
      "required": "Bill Number is required.",
      "minLength": "Bill Number is required.",
      "x-unique-per-gym": "This Bill Number is already used by another payment or income of this gym."
    },
    "amount": {
      "maximum": "Amount must be at most 1,000,000,000.",
      "required": "Amount is required.",
      "type": "Amount is required.",
      "minimum": "Amount must be greater than zero."
    },
    "paymentDate": {
      "required": "Payment Date is required.",
      "format": "Payment Date is required.",
      "x-not-after-gym-today": "Payment Date cannot be later than today."
    },
    "paymentType": {
      "required": "Payment Type is required.",
      "minLength": "Payment Type is required."
    }
  },
  "PricingPlanRequest": {
    "planName": {
      "maxLength": "Plan name must be at most 200 characters.",
      "required": "Plan Name is required.",
      "type": "Plan Name is required.",
      "minLength": "Plan Name is required."
    },
    "monthlyPrice": {
      "maximum": "Monthly price must be at most 100,000,000.",
      "required": "All price fields must be filled and greater than zero.",
      "type": "All price fields must be filled and greater than zero.",
      "minimum": "All price fields must be filled and greater than zero."
    },
    "threeMonthPrice": {
      "maximum": "Three month price must be at most 100,000,000.",
      "required": "All price fields must be filled and greater than zero.",
      "type": "All price fields must be filled and greater than zero.",
      "minimum": "All price fields must be filled and greater than zero."
    },
    "sixMonthPrice": {
      "maximum": "Six month price must be at most 100,000,000.",
      "required": "All price fields must be filled and greater than zero.",
      "type": "All price fields must be filled and greater than zero.",
      "minimum": "All price fields must be filled and greater than zero."
    },
    "twelveMonthPrice": {
      "maximum": "Twelve month price must be at most 100,000,000.",
      "required": "All price fields must be filled and greater than zero.",
      "type": "All price fields must be filled and greater than zero.",
      "minimum": "All price fields must be filled and greater than zero."
    },
    "extraFeatures": {
      "maxLength": "Extra features must be at most 2,000 characters."
    }
  },
  "RegisterRequest": {
    "name": {
      "maxLength": "Name must be at most 200 characters.",
      "required": "Name is required.",
      "minLength": "Name is required."
    },
    "phone": {
      "required": "Phone number must be exactly 10 digits.",
      "pattern": "Phone number must be exactly 10 digits."
    },
    "password": {
      "maxLength": "Password must be at most 200 characters.",
      "required": "Password must be at least 8 characters.",
      "minLength": "Password must be at least 8 characters."
    },
    "address": {
      "maxLength": "Address must be at most 500 characters.",
      "required": "Address is required."
    },
    "country": {
      "invalid": "Please choose a country from the list."
    },
    "district": {
      "required": "District is required.",
      "invalid": "Please choose a district from the list."
    }
  },
  "SendSmsRequest": {
    "smsContent": {
      "maxLength": "Sms content must be at most 720 characters.",
      "minLength": "Sms content must be at least 1 character."
    },
    "phoneNumbers": {
      "maxLength": "Phone numbers must be at most 20,000 characters."
    },
    "gymId": {
      "minimum": "Gym id must be at least 1.",
      "type": "Gym id must be a whole number."
    }
  },
  "UserUpdate": {
    "name": {
      "maxLength": "Name must be at most 200 characters.",
      "required": "Name is required.",
      "minLength": "Name is required."
    },
    "phone": {
      "required": "Phone is required.",
      "pattern": "Phone number must be exactly 10 digits."
    },
    "address": {
      "maxLength": "Address must be at most 500 characters."
    },
    "country": {
      "invalid": "Please choose a country from the list."
    },
    "district": {
      "invalid": "Please choose a district from the list."
    },
    "totalSms": {
      "required": "Total SMS is required.",
      "invalid": "Total SMS must be a whole number."
    },
    "paymentExpiryDate": {
      "invalid": "Payment expiry must be a date."
    }
  }
} as const;

/**
 * Each request body field's limits (length, range, number of entries; an array's items' too), by
 * schema and property, as the contract sets them and the server's validation applies them.
 */
export const validationLimits = {
  "ChangePasswordRequest": {
    "oldPassword": {
      "maxLength": 200,
      "minLength": 1
    },
    "newPassword": {
      "maxLength": 200,
      "minLength": 8
    }
  },
  "ClientForm": {
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
  },
  "DeviceRequest": {
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
  },
  "GymForm": {
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
  },
  "InvoiceRequest": {
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
  },
  "JudgeAttemptRequest": {
    "weightKg": {
      "maximum": 1000,
      "minimum": 0
    }
  },
  "LoginRequest": {
    "phone": {
      "maxLength": 20
    },
    "password": {
      "maxLength": 200
    }
  },
  "MeetRequest": {
    "name": {
      "maxLength": 200,
      "minLength": 1
    },
    "platformCount": {
      "maximum": 20,
      "minimum": 1
    }
  },
  "MoneyFlowRequest": {
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
  },
  "PasswordResetRequest": {
    "confirmPassword": {
      "maxLength": 200
    }
  },
  "PaymentRequest": {
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
  },
  "PricingPlanRequest": {
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
  },
  "RegisterRequest": {
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
  },
  "SendSmsRequest": {
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
  },
  "UserUpdate": {
    "name": {
      "maxLength": 200,
      "minLength": 1
    },
    "address": {
      "maxLength": 500
    }
  }
} as const;

/**
 * The message a person reads when a call breaks a rule of the operation itself (an invoice with
 * payments cannot be deleted), by operationId and rule: written once, in openapi.yaml.
 */
export const operationMessages = {
  "deleteInvoice": {
    "hasPayments": "This invoice has payments: delete its payments first, then the invoice."
  }
} as const;
