// Generated from openapi.yaml by scripts/generate.ts. Do not edit: run `pnpm generate`.

// The message a person reads when a call breaks a rule of the operation itself (an invoice with
// payments cannot be deleted), by operationId and rule: written once, in openapi.yaml.

export const inviteStaff = {
  "phoneTaken": "This phone number is already one of your staff.",
  "ownPhone": "You cannot invite yourself.",
  "oneOwner": "Choose gyms of one owner."
} as const;

export const freezeMembership = {
  "overLimit": "Days is more than this plan allows: {left} of {limit} frozen days left in {year}.",
  "noMembership": "This client has no membership to freeze: create an invoice first.",
  "afterMembershipEnd": "Freeze Start Date must be on or before the membership's end date.",
  "tooLongAgo": "Freeze Start Date cannot be more than 30 days ago.",
  "overlaps": "This client already has a freeze on some of these days."
} as const;

export const endFreeze = {
  "over": "This freeze is already over."
} as const;

export const deleteInvoice = {
  "hasPayments": "This invoice has payments: delete its payments first, then the invoice."
} as const;

export const sendPaymentReceipt = {
  "alreadySent": "This receipt was already sent by SMS.",
  "noCredits": "Not enough SMS credits to send the receipt: buy more credits first.",
  "noPhone": "The client has no phone number to send the receipt to."
} as const;

export const savePaymentGateway = {
  "missingCredential": "Enter every credential of this gateway before offering it.",
  "otherCurrency": "This gateway takes payments in another currency than the gym's."
} as const;

export const createPaymentLink = {
  "nothingDue": "This invoice has nothing left to pay.",
  "notOffered": "The gym does not offer this gateway: choose it in the gym's settings first.",
  "noCredits": "Not enough SMS credits to send the link: buy more credits first.",
  "noPhone": "The client has no phone number to send the link to."
} as const;

export const cancelPaymentLink = {
  "notOpen": "Only an open link can be cancelled."
} as const;

export const checkPaymentLink = {
  "unavailable": "The gateway cannot be reached now: try again in a few minutes."
} as const;

export const sendDuesReminder = {
  "nothingDue": "Nothing is due on this invoice.",
  "noCredits": "Not enough SMS credits to send the reminder: buy more credits first."
} as const;

export const sendSms = {
  "noPhoneNumbers": "Add at least one phone number or choose which clients to send to.",
  "emptyGroup": "There are no clients in that group to send to.",
  "notAPhone": "{number} is not a phone number of the gym's country."
} as const;
