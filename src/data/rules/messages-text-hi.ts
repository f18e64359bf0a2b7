// The portal's own words for every message in Hindi, for a parent in a small town: short, the
// polite "आप", and the words people say in English kept so (Roll Number, Admit Card, UPI, OTP,
// फ़ीस). The brand and the {{variables}} stay as they are. Not word-for-word from the English.
import type { TemplateKey } from '../schemas/messages';
import type { DefaultText } from './messages-text-en';

const SIGNATURE = 'Sankalp Institute';
const WHY_YOU_GET_THIS =
  '\n\nयह संदेश आपको इसलिए मिला क्योंकि आपने Sankalp Institute से एडमिशन के बारे में पूछा था। ऐसे संदेश आगे नहीं चाहिए तो: {{unsubscribe}}';

export const HINDI_TEXT: Record<TemplateKey, DefaultText> = {
  'account-setup': {
    subject: 'Sankalp पोर्टल के लिए अपना पासवर्ड सेट करें',
    body:
      'प्रिय {{name}},\n\nSankalp पोर्टल पर आपका खाता बना दिया गया है। इस लिंक से अपना पासवर्ड सेट करें (लिंक {{expiresOn}} तक चलेगा):\n{{link}}\n\nअगर लिंक न खुले, तो "अपना पासवर्ड सेट करें" पेज पर सेट-अप कोड {{code}} डालें।\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, Sankalp पोर्टल का पासवर्ड कोड {{code}} से {{link}} पर सेट करें - Sankalp',
  },
  'password-reset': {
    subject: 'Sankalp पोर्टल का पासवर्ड बदलें',
    body:
      'प्रिय {{name}},\n\nआपके Sankalp पोर्टल खाते का पासवर्ड बदलने के लिए कहा गया है। नया पासवर्ड चुनने के लिए एक घंटे के अंदर यह लिंक खोलें:\n{{link}}\n\nलिंक एक ही बार चलेगा। अगर आपने नहीं कहा था, तो इस संदेश को छोड़ दें: आपका पासवर्ड वही रहेगा।\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, Sankalp पोर्टल का पासवर्ड 1 घंटे के अंदर {{link}} पर बदलें - Sankalp',
  },
  'fee-reminder-before': {
    subject: 'फ़ीस की किस्त {{installment}} की अंतिम तिथि {{dueDate}} है',
    body:
      'प्रिय {{name}},\n\nकिस्त {{installment}} के ₹{{amount}} (Roll Number {{rollNo}}) की अंतिम तिथि {{dueDate}} है। आप इसे अपने फ़ीस विवरण पेज से भर सकते हैं:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, फ़ीस की किस्त {{installment}} के ₹{{amount}} {{dueDate}} तक भरने हैं। - Sankalp',
  },
  'fee-reminder-due': {
    subject: 'फ़ीस की किस्त {{installment}} आज भरनी है',
    body:
      'प्रिय {{name}},\n\nकिस्त {{installment}} के ₹{{amount}} (Roll Number {{rollNo}}) आज, {{dueDate}} को भरने हैं। आप इसे अपने फ़ीस विवरण पेज से भर सकते हैं:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, फ़ीस की किस्त {{installment}} के ₹{{amount}} आज, {{dueDate}} को भरने हैं। - Sankalp',
  },
  'fee-reminder-overdue': {
    subject: 'फ़ीस की किस्त {{installment}} की अंतिम तिथि निकल गई',
    body:
      'प्रिय {{name}},\n\nकिस्त {{installment}} के ₹{{amount}} (Roll Number {{rollNo}}) {{dueDate}} तक भरने थे, जो अभी बाकी हैं। कृपया अपने फ़ीस विवरण पेज से या ऑफ़िस में भरें:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, फ़ीस की किस्त {{installment}} के ₹{{amount}} {{dueDate}} तक भरने थे, अभी बाकी हैं। - Sankalp',
  },
  'payment-received': {
    subject: 'भुगतान मिल गया: रसीद {{receiptNo}}',
    body:
      'प्रिय {{name}},\n\nकिस्त {{installment}} के ₹{{amount}} हमें {{date}} को मिल गए। आपकी रसीद संख्या {{receiptNo}} है; रसीद की PDF साथ में है।\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, किस्त {{installment}} के ₹{{amount}} मिल गए। रसीद {{receiptNo}}। - Sankalp',
  },
  'payment-failed': {
    subject: 'आपका भुगतान नहीं हो पाया',
    body:
      'प्रिय {{name}},\n\nकिस्त {{installment}} के ₹{{amount}} का आपका भुगतान नहीं हो पाया: {{reason}}। इसके लिए कोई पैसा नहीं कटा है; आप अपने फ़ीस विवरण पेज से फिर से भुगतान कर सकते हैं।\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, किस्त {{installment}} के ₹{{amount}} का भुगतान नहीं हो पाया। - Sankalp',
  },
  'payment-rejected': {
    subject: 'आपके UPI भुगतान की पुष्टि नहीं हो पाई',
    body:
      'प्रिय {{name}},\n\nकिस्त {{installment}} के ₹{{amount}} के आपके UPI भुगतान की पुष्टि ऑफ़िस नहीं कर पाया: {{reason}}। कृपया ऑफ़िस से संपर्क करें।\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, किस्त {{installment}} के ₹{{amount}} के UPI भुगतान की पुष्टि नहीं हुई। - Sankalp',
  },
  'stse-registered': {
    subject: 'STSE रजिस्ट्रेशन हो गया: Roll Number {{rollNo}}',
    body:
      'प्रिय {{name}},\n\nSankalp Talent Search Exam (STSE) के लिए आपका रजिस्ट्रेशन हो गया है। आपका Roll Number {{rollNo}} है। इसे संभाल कर रखें: Admit Card और रिज़ल्ट के लिए यही चाहिए।\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, आपका STSE रजिस्ट्रेशन हो गया। Roll Number {{rollNo}}। - Sankalp',
  },
  'stse-admit-card': {
    subject: 'आपका STSE Admit Card तैयार है',
    body:
      'प्रिय {{name}},\n\nआपका परीक्षा केंद्र {{centre}} है। अपने Roll Number {{rollNo}} से Admit Card डाउनलोड करें:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, आपका STSE Admit Card (Roll {{rollNo}}) तैयार है। केंद्र: {{centre}}। - Sankalp',
  },
  'stse-results': {
    subject: 'STSE का रिज़ल्ट आ गया है',
    body:
      'प्रिय {{name}},\n\nSTSE का रिज़ल्ट आ गया है। अपने Roll Number {{rollNo}} से अपना रिज़ल्ट देखें:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, STSE का रिज़ल्ट आ गया है। Roll Number {{rollNo}} से देखें। - Sankalp',
  },
  'ticket-replied': {
    subject: 'आपके टिकट का जवाब: {{subject}}',
    body:
      'प्रिय {{name}},\n\nइंस्टीट्यूट ने आपके सहायता टिकट "{{subject}}" का जवाब दिया है। जवाब यहाँ पढ़ें:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, इंस्टीट्यूट ने आपके टिकट का जवाब दिया है। पोर्टल पर देखें। - Sankalp',
  },
  'absent-today': {
    subject: '{{date}} को क्लास में गैरहाज़िर',
    body:
      'आदरणीय अभिभावक,\n\n{{names}} {{date}} को Sankalp Institute की क्लास में नहीं आए। अगर आपको इसकी जानकारी नहीं थी, तो कृपया इंस्टीट्यूट को फ़ोन करें।\n\n' +
      SIGNATURE,
    sms: 'आदरणीय अभिभावक, {{names}} {{date}} को क्लास में नहीं आए। जानकारी न हो तो इंस्टीट्यूट को फ़ोन करें। - Sankalp',
  },
  'login-code': {
    subject: 'Sankalp पोर्टल पर लॉग इन का कोड',
    body:
      'आदरणीय अभिभावक,\n\nSankalp पोर्टल पर लॉग इन के लिए आपका कोड {{code}} है। यह {{minutes}} मिनट तक चलेगा। इसे किसी को न बताएँ: इंस्टीट्यूट यह कोड कभी नहीं माँगता।\n\n' +
      SIGNATURE,
    sms: '{{code}} Sankalp पोर्टल पर लॉग इन का आपका OTP है। {{minutes}} मिनट तक चलेगा। किसी को न बताएँ। - Sankalp',
  },
  // To a counsellor's own e-mail only, as in English.
  'follow-up-digest': {
    subject: '{{date}} के फ़ॉलो-अप: {{count}}',
    body:
      'प्रिय {{name}},\n\nआज, {{date}} को इतनी पूछताछ का फ़ॉलो-अप करना है: {{count}}। जिनकी तारीख निकल गई, वे पहले।\n\n{{list}}\n\nआपकी पूछताछ की सूची:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'प्रिय {{name}}, आज के फ़ॉलो-अप: {{count}}। Sankalp पोर्टल पर पूछताछ देखें। - Sankalp',
  },
  'admissions-open': {
    subject: 'Sankalp Institute में एडमिशन शुरू',
    body:
      'प्रिय {{name}},\n\nSankalp Institute में नए सत्र के एडमिशन शुरू हो गए हैं। हमारे कोर्स और फ़ीस देखें, फिर एडमिशन के लिए आइए या फ़ोन करें:\n{{link}}\n\n' +
      SIGNATURE +
      WHY_YOU_GET_THIS,
    sms: 'प्रिय {{name}}, Sankalp Institute में एडमिशन शुरू हो गए हैं। एडमिशन के लिए आइए या फ़ोन करें। - Sankalp',
  },
  'counselling-invite': {
    subject: 'Sankalp Institute में मुफ़्त काउंसलिंग बुक करें',
    body:
      'प्रिय {{name}},\n\nहमारे काउंसलर आपकी परीक्षा के लिए सही कोर्स चुनने में मदद करते हैं। अभिभावक के साथ मुफ़्त काउंसलिंग बुक करें, फ़ोन पर या इंस्टीट्यूट में:\n{{link}}\n\n' +
      SIGNATURE +
      WHY_YOU_GET_THIS,
    sms: 'प्रिय {{name}}, अभिभावक के साथ Sankalp Institute में मुफ़्त काउंसलिंग बुक करें। फ़ोन करें या आइए। - Sankalp',
  },
};
