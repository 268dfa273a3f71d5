/** The automatic reminders and their templates before a gym saves its own (all off). */
export const DEFAULT_SMS_SETTINGS = {
  sendBefore7DaysExpired: false,
  sendBefore3DaysExpired: false,
  sendBefore1DayExpired: false,
  sendAfter1DayExpired: false,
  sendAfter3DaysExpired: false,
  sendAfter7DaysExpired: false,
  sendMembershipRenewed: false,
  sendBirthday: false,
  sendPaymentReceived: false,
  sendBefore7DaysExpiredTemplate:
    'Dear {client_name}, your membership at {business_name} ends on {expiry_date}. Renew early to keep training without a break.',
  sendBefore3DaysExpiredTemplate:
    'Dear {client_name}, only 3 days left: your membership at {business_name} ends on {expiry_date}. See you at the front desk!',
  sendBefore1DayExpiredTemplate:
    'Dear {client_name}, your membership at {business_name} ends tomorrow ({expiry_date}). Renew today to keep your access.',
  sendAfter1DayExpiredTemplate:
    'Dear {client_name}, your membership at {business_name} ended on {expiry_date}. Renew now and keep your progress going.',
  sendAfter3DaysExpiredTemplate:
    'Dear {client_name}, we miss you at {business_name}! Your membership ended on {expiry_date}. Come back and renew.',
  sendAfter7DaysExpiredTemplate:
    'Dear {client_name}, it has been a week since your membership at {business_name} ended ({expiry_date}). We are ready when you are.',
  sendMembershipRenewedTemplate:
    'Dear {client_name}, thank you for renewing at {business_name}! Your membership now runs until {expiry_date}.',
  sendBirthdayTemplate:
    'Happy birthday, {client_name}! Everyone at {business_name} wishes you a strong and healthy year.',
  // Sent from the Dues screen only, never automatically.
  sendDuesReminderTemplate:
    'Dear {client_name}, you have {amount_due} due at {business_name}. Please pay at the front desk. Thank you!',
  // A payment's receipt: automatically when switched on, or from the receipt on request.
  sendPaymentReceivedTemplate:
    'Dear {client_name}, we received {amount} at {business_name} (receipt #{receipt_number}). Still due: {amount_due}. Thank you!',
};
