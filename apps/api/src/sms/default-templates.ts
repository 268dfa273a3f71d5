import type { Schemas } from '../contract.ts';

type Language = Schemas['Language'];

/** The templates of the reminders and of the messages sent by hand, each a `{placeholder}` text. */
export interface SmsTemplates {
  sendBefore7DaysExpiredTemplate: string;
  sendBefore3DaysExpiredTemplate: string;
  sendBefore1DayExpiredTemplate: string;
  sendAfter1DayExpiredTemplate: string;
  sendAfter3DaysExpiredTemplate: string;
  sendAfter7DaysExpiredTemplate: string;
  sendMembershipRenewedTemplate: string;
  sendBirthdayTemplate: string;
  sendDuesReminderTemplate: string;
  sendPaymentReceivedTemplate: string;
}

/**
 * The templates a gym starts with, in its owner's language (decision 0049): what the front desk
 * would text, with the same placeholders in every language. Devanagari and Sinhala go as Unicode
 * SMS (70 characters a part), so these are kept short; the settings screen shows each one's count.
 */
export const DEFAULT_TEMPLATES: Record<Language, SmsTemplates> = {
  en: {
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
    sendDuesReminderTemplate:
      'Dear {client_name}, you have {amount_due} due at {business_name}. Please pay at the front desk. Thank you!',
    sendPaymentReceivedTemplate:
      'Dear {client_name}, we received {amount} at {business_name} (receipt #{receipt_number}). Still due: {amount_due}. Thank you!',
  },
  ne: {
    sendBefore7DaysExpiredTemplate:
      'नमस्ते {client_name}, {business_name} को तपाईंको मेम्बरसिप {expiry_date} मा सकिँदैछ। समयमै नवीकरण गर्नुहोस्।',
    sendBefore3DaysExpiredTemplate:
      'नमस्ते {client_name}, {business_name} को मेम्बरसिप सकिन 3 दिन मात्र बाँकी ({expiry_date})। काउन्टरमा भेटौँ!',
    sendBefore1DayExpiredTemplate:
      'नमस्ते {client_name}, {business_name} को मेम्बरसिप भोलि ({expiry_date}) सकिन्छ। आजै नवीकरण गर्नुहोस्।',
    sendAfter1DayExpiredTemplate:
      'नमस्ते {client_name}, {business_name} को मेम्बरसिप {expiry_date} मा सकियो। नवीकरण गरेर अभ्यास जारी राख्नुहोस्।',
    sendAfter3DaysExpiredTemplate:
      'नमस्ते {client_name}, {business_name} मा तपाईंलाई सम्झिरहेका छौँ! मेम्बरसिप {expiry_date} मा सकियो। फर्केर नवीकरण गर्नुहोस्।',
    sendAfter7DaysExpiredTemplate:
      'नमस्ते {client_name}, {business_name} को मेम्बरसिप सकिएको एक हप्ता भयो ({expiry_date})। हामी तपाईंलाई पर्खिरहेका छौँ।',
    sendMembershipRenewedTemplate:
      'धन्यवाद {client_name}, {business_name} मा नवीकरण गर्नुभयो! मेम्बरसिप अब {expiry_date} सम्म चल्छ।',
    sendBirthdayTemplate:
      'जन्मदिनको शुभकामना, {client_name}! {business_name} परिवारबाट स्वस्थ र बलियो वर्षको शुभकामना।',
    sendDuesReminderTemplate:
      'नमस्ते {client_name}, {business_name} मा तपाईंको {amount_due} तिर्न बाँकी छ। कृपया काउन्टरमा तिर्नुहोस्। धन्यवाद!',
    sendPaymentReceivedTemplate:
      'नमस्ते {client_name}, {business_name} मा {amount} प्राप्त भयो (रसिद #{receipt_number})। बाँकी: {amount_due}। धन्यवाद!',
  },
  si: {
    sendBefore7DaysExpiredTemplate:
      'ආයුබෝවන් {client_name}, {business_name} හි ඔබේ මෙම්බර්ෂිප් එක {expiry_date} දින අවසන් වේ. කලින්ම අලුත් කරගන්න.',
    sendBefore3DaysExpiredTemplate:
      'ආයුබෝවන් {client_name}, තව දින 3යි: {business_name} හි මෙම්බර්ෂිප් එක {expiry_date} දින අවසන් වේ. කවුන්ටරයේදී හමුවෙමු!',
    sendBefore1DayExpiredTemplate:
      'ආයුබෝවන් {client_name}, {business_name} හි මෙම්බර්ෂිප් එක හෙට ({expiry_date}) අවසන් වේ. අදම අලුත් කරගන්න.',
    sendAfter1DayExpiredTemplate:
      'ආයුබෝවන් {client_name}, {business_name} හි මෙම්බර්ෂිප් එක {expiry_date} දින අවසන් විය. දැන්ම අලුත් කරගන්න.',
    sendAfter3DaysExpiredTemplate:
      'ආයුබෝවන් {client_name}, {business_name} ඔබව මතක් කරනවා! මෙම්බර්ෂිප් එක {expiry_date} දින අවසන් විය. නැවත එන්න.',
    sendAfter7DaysExpiredTemplate:
      'ආයුබෝවන් {client_name}, {business_name} හි මෙම්බර්ෂිප් එක අවසන් වී සතියක් ({expiry_date}). අපි ඔබ එනතුරු සිටිමු.',
    sendMembershipRenewedTemplate:
      'ස්තූතියි {client_name}, {business_name} හි අලුත් කළාට! මෙම්බර්ෂිප් එක දැන් {expiry_date} දක්වා වලංගුයි.',
    sendBirthdayTemplate: 'සුබ උපන්දිනයක් {client_name}! {business_name} සැමගෙන් නිරෝගී, ශක්තිමත් වසරකට සුබ පැතුම්.',
    sendDuesReminderTemplate:
      'ආයුබෝවන් {client_name}, {business_name} හි ඔබ {amount_due} ක් ගෙවිය යුතුයි. කරුණාකර කවුන්ටරයේ ගෙවන්න. ස්තූතියි!',
    sendPaymentReceivedTemplate:
      'ආයුබෝවන් {client_name}, {business_name} හි {amount} ලැබුණා (රිසිට්පත #{receipt_number}). හිඟ: {amount_due}. ස්තූතියි!',
  },
  hi: {
    sendBefore7DaysExpiredTemplate:
      'नमस्ते {client_name}, {business_name} में आपकी मेंबरशिप {expiry_date} को खत्म हो रही है। समय पर रिन्यू करें।',
    sendBefore3DaysExpiredTemplate:
      'नमस्ते {client_name}, सिर्फ़ 3 दिन बाकी: {business_name} में मेंबरशिप {expiry_date} को खत्म होगी। काउंटर पर मिलते हैं!',
    sendBefore1DayExpiredTemplate:
      'नमस्ते {client_name}, {business_name} में मेंबरशिप कल ({expiry_date}) खत्म होगी। आज ही रिन्यू करें।',
    sendAfter1DayExpiredTemplate:
      'नमस्ते {client_name}, {business_name} में मेंबरशिप {expiry_date} को खत्म हो गई। अभी रिन्यू करें और ट्रेनिंग जारी रखें।',
    sendAfter3DaysExpiredTemplate:
      'नमस्ते {client_name}, {business_name} में आपकी कमी खल रही है! मेंबरशिप {expiry_date} को खत्म हुई। वापस आइए।',
    sendAfter7DaysExpiredTemplate:
      'नमस्ते {client_name}, {business_name} में मेंबरशिप खत्म हुए एक हफ़्ता हो गया ({expiry_date})। हम आपका इंतज़ार कर रहे हैं।',
    sendMembershipRenewedTemplate:
      'धन्यवाद {client_name}, {business_name} में रिन्यू करने के लिए! मेंबरशिप अब {expiry_date} तक है।',
    sendBirthdayTemplate:
      'जन्मदिन मुबारक, {client_name}! {business_name} की ओर से सेहतमंद और मज़बूत साल की शुभकामनाएं।',
    sendDuesReminderTemplate:
      'नमस्ते {client_name}, {business_name} में आपका {amount_due} बकाया है। कृपया काउंटर पर जमा करें। धन्यवाद!',
    sendPaymentReceivedTemplate:
      'नमस्ते {client_name}, {business_name} में {amount} मिले (रसीद #{receipt_number})। बाकी: {amount_due}। धन्यवाद!',
  },
};
