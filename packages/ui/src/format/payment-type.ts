/** How each payment type the server lists (GET /api/enums/payment-type) reads on screen and on paper. */
const PAYMENT_TYPE_LABELS: Record<string, string> = {
  CASH: 'Cash',
  BANK_TRANSFER: 'Bank Transfer',
  CARD: 'Card',
  ESEWA: 'eSewa',
  KHALTI: 'Khalti',
  FONEPAY: 'Fonepay',
  PAYHERE: 'PayHere',
  RAZORPAY: 'Razorpay (UPI)',
  OTHER: 'Other',
};

/** 'BANK_TRANSFER' -> 'Bank Transfer'; a type added on the server later still reads as words. */
export function paymentTypeLabel(type: string): string {
  return (
    PAYMENT_TYPE_LABELS[type] ??
    type
      .toLowerCase()
      .split('_')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}
