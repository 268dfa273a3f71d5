// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

/**
 * The message a person reads when a field breaks a constraint, by schema, property and keyword
 * ('required', a JSON Schema keyword, or 'invalid' for any other): written once, in openapi.yaml.
 */
export const validationMessages = {
  "ChangePasswordRequest": {
    "oldPassword": {
      "required": "All fields are required",
      "minLength": "All fields are required"
    },
    "newPassword": {
      "required": "All fields are required",
      "minLength": "New password must be at least 8 characters long"
    }
  },
  "ClientForm": {
    "gymId": {
      "required": "Choose the gym the client belongs to."
    },
    "name": {
      "required": "Name is required."
    },
    "gender": {
      "required": "Gender is required.",
      "invalid": "Gender must be MALE or FEMALE."
    },
    "phone": {
      "required": "Phone is required.",
      "format": "Phone must be a phone number of the gym's country."
    },
    "email": {
      "format": "Please enter a valid email address."
    },
    "dateOfBirth": {
      "x-not-after-gym-today": "Date of Birth cannot be later than today."
    },
    "membershipEndDate": {
      "x-not-before": "Membership End Date cannot be before Joined Date."
    }
  },
  "DeviceRequest": {
    "deviceName": {
      "required": "Device Name is required.",
      "minLength": "Device Name is required."
    },
    "door": {
      "required": "Door is required.",
      "minLength": "Door is required."
    },
    "serialNumber": {
      "required": "Serial Number is required.",
      "minLength": "Serial Number is required."
    }
  },
  "FreezeRequest": {
    "startDate": {
      "required": "Freeze Start Date is required.",
      "format": "Freeze Start Date is required."
    },
    "days": {
      "required": "Days is required.",
      "type": "Days must be a whole number.",
      "minimum": "Days must be at least 1.",
      "maximum": "Days must be at most 365."
    }
  },
  "GymForm": {
    "gymName": {
      "required": "Gym name is required."
    },
    "contactNumber": {
      "format": "Contact number must be a phone number of the gym's country.",
      "required": "At least one contact number is required."
    },
    "emailAddress": {
      "format": "Please enter a valid email address."
    },
    "latitude": {
      "invalid": "Latitude must be a number from -90 to 90."
    },
    "longitude": {
      "invalid": "Longitude must be a number from -180 to 180."
    },
    "timeZone": {
      "format": "Please choose a valid time zone."
    },
    "currency": {
      "invalid": "Please choose a currency."
    },
    "calendar": {
      "invalid": "Please choose how dates are shown."
    }
  },
  "InvoiceRequest": {
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
      "required": "Phone and password are required"
    },
    "password": {
      "required": "Phone and password are required"
    }
  },
  "MeetRequest": {
    "name": {
      "required": "Name is required.",
      "minLength": "Name is required."
    },
    "platformCount": {
      "required": "Platform count must be between 1 and 20.",
      "invalid": "Platform count must be between 1 and 20."
    }
  },
  "MoneyFlowRequest": {
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
      "required": "Amount must be greater than zero.",
      "type": "Amount must be greater than zero.",
      "minimum": "Amount must be greater than zero."
    },
    "tags": {
      "required": "At least one tag is required.",
      "minItems": "At least one tag is required."
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
    "billNo": {
      "required": "Bill Number is required.",
      "minLength": "Bill Number is required.",
      "x-unique-per-gym": "This Bill Number is already used by another payment or income of this gym."
    },
    "amount": {
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
      "required": "Plan Name is required.",
      "type": "Plan Name is required.",
      "minLength": "Plan Name is required."
    },
    "monthlyPrice": {
      "required": "All price fields must be filled and greater than zero.",
      "type": "All price fields must be filled and greater than zero.",
      "minimum": "All price fields must be filled and greater than zero."
    },
    "threeMonthPrice": {
      "required": "All price fields must be filled and greater than zero.",
      "type": "All price fields must be filled and greater than zero.",
      "minimum": "All price fields must be filled and greater than zero."
    },
    "sixMonthPrice": {
      "required": "All price fields must be filled and greater than zero.",
      "type": "All price fields must be filled and greater than zero.",
      "minimum": "All price fields must be filled and greater than zero."
    },
    "twelveMonthPrice": {
      "required": "All price fields must be filled and greater than zero.",
      "type": "All price fields must be filled and greater than zero.",
      "minimum": "All price fields must be filled and greater than zero."
    },
    "freezeFee": {
      "type": "Freeze Fee must be a number greater than zero, or empty for no fee.",
      "minimum": "Freeze Fee must be a number greater than zero, or empty for no fee.",
      "maximum": "Freeze Fee must be at most 100,000,000."
    },
    "freezeDaysPerYear": {
      "type": "Frozen Days per Year must be a whole number from 0 to 366, or empty for no limit.",
      "minimum": "Frozen Days per Year must be a whole number from 0 to 366, or empty for no limit.",
      "maximum": "Frozen Days per Year must be a whole number from 0 to 366, or empty for no limit."
    }
  },
  "RegisterRequest": {
    "name": {
      "required": "Name is required.",
      "minLength": "Name is required."
    },
    "phone": {
      "required": "Phone number must be exactly 10 digits.",
      "pattern": "Phone number must be exactly 10 digits."
    },
    "password": {
      "required": "Password must be at least 8 characters.",
      "minLength": "Password must be at least 8 characters."
    },
    "address": {
      "required": "Address is required."
    },
    "country": {
      "invalid": "Please choose a country from the list."
    },
    "language": {
      "invalid": "Please choose a language from the list."
    },
    "district": {
      "required": "District is required.",
      "invalid": "Please choose a district from the list."
    }
  },
  "StopOnOwe": {
    "amount": {
      "required": "Amount is required.",
      "invalid": "Amount must be a number from 0 to 1,000,000,000."
    },
    "days": {
      "required": "Days is required.",
      "invalid": "Days must be a whole number from 0 to 3650."
    }
  },
  "UserUpdate": {
    "name": {
      "required": "Name is required.",
      "minLength": "Name is required."
    },
    "phone": {
      "required": "Phone is required.",
      "pattern": "Phone number must be exactly 10 digits."
    },
    "country": {
      "invalid": "Please choose a country from the list."
    },
    "language": {
      "invalid": "Please choose a language from the list."
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
 * The message a person reads when a call breaks a rule of the operation itself (an invoice with
 * payments cannot be deleted), by operationId and rule: written once, in openapi.yaml.
 */
export const operationMessages = {
  "freezeMembership": {
    "overLimit": "Days is more than this plan allows: {left} of {limit} frozen days left in {year}.",
    "noMembership": "This client has no membership to freeze: create an invoice first.",
    "afterMembershipEnd": "Freeze Start Date must be on or before the membership's end date.",
    "tooLongAgo": "Freeze Start Date cannot be more than 30 days ago.",
    "overlaps": "This client already has a freeze on some of these days."
  },
  "endFreeze": {
    "over": "This freeze is already over."
  },
  "deleteInvoice": {
    "hasPayments": "This invoice has payments: delete its payments first, then the invoice."
  },
  "sendPaymentReceipt": {
    "alreadySent": "This receipt was already sent by SMS.",
    "noCredits": "Not enough SMS credits to send the receipt: buy more credits first.",
    "noPhone": "The client has no phone number to send the receipt to."
  },
  "sendDuesReminder": {
    "nothingDue": "Nothing is due on this invoice.",
    "noCredits": "Not enough SMS credits to send the reminder: buy more credits first."
  },
  "sendSms": {
    "noPhoneNumbers": "Add at least one phone number or choose which clients to send to.",
    "emptyGroup": "There are no clients in that group to send to.",
    "notAPhone": "{number} is not a phone number of the gym's country."
  }
} as const;
