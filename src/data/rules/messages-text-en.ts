// The portal's own words for every message in English: the e-mail's subject and text, and the
// SMS text (also WhatsApp's). What an admin has not changed goes out as written here.
import type { TemplateKey } from '../schemas/messages';

const SIGNATURE = 'Sankalp Institute';

/** One event's words: the e-mail's subject and text, and the SMS text (also WhatsApp's). */
export type DefaultText = { subject: string; body: string; sms: string };

export const ENGLISH_TEXT: Record<TemplateKey, DefaultText> = {
  'account-setup': {
    subject: 'Set your password for the Sankalp portal',
    body:
      'Dear {{name}},\n\nAn account has been made for you on the Sankalp portal. Set your password here (the link works until {{expiresOn}}):\n{{link}}\n\nIf the link does not open, use the set-up code {{code}} on the Set your password page.\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, set your Sankalp portal password with code {{code}} at {{link}} - Sankalp',
  },
  'password-reset': {
    subject: 'Reset your Sankalp portal password',
    body:
      'Dear {{name}},\n\nSomeone asked to reset the password of your Sankalp portal account. To choose a new password, open this link within one hour:\n{{link}}\n\nThe link works once. If you did not ask, ignore this message: your password stays as it is.\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, reset your Sankalp portal password within 1 hour at {{link}} - Sankalp',
  },
  'fee-reminder-before': {
    subject: 'Fee installment {{installment}} is due on {{dueDate}}',
    body:
      'Dear {{name}},\n\nInstallment {{installment}} of ₹{{amount}} (roll number {{rollNo}}) is due on {{dueDate}}. You can pay it from your Fee Details page:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, fee installment {{installment}} of Rs {{amount}} is due on {{dueDate}}. - Sankalp',
  },
  'fee-reminder-due': {
    subject: 'Fee installment {{installment}} is due today',
    body:
      'Dear {{name}},\n\nInstallment {{installment}} of ₹{{amount}} (roll number {{rollNo}}) is due today, {{dueDate}}. You can pay it from your Fee Details page:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, fee installment {{installment}} of Rs {{amount}} is due today, {{dueDate}}. - Sankalp',
  },
  'fee-reminder-overdue': {
    subject: 'Fee installment {{installment}} is overdue',
    body:
      'Dear {{name}},\n\nInstallment {{installment}} of ₹{{amount}} (roll number {{rollNo}}) was due on {{dueDate}} and is not yet paid. Please pay it from your Fee Details page or at the office:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, fee installment {{installment}} of Rs {{amount}} due on {{dueDate}} is overdue. - Sankalp',
  },
  'payment-received': {
    subject: 'Payment received: receipt {{receiptNo}}',
    body:
      'Dear {{name}},\n\nWe have received ₹{{amount}} for installment {{installment}} on {{date}}. Your receipt number is {{receiptNo}}; the receipt is attached.\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, we received Rs {{amount}} for installment {{installment}}. Receipt {{receiptNo}}. - Sankalp',
  },
  'payment-failed': {
    subject: 'Your payment did not go through',
    body:
      'Dear {{name}},\n\nYour payment of ₹{{amount}} for installment {{installment}} did not go through: {{reason}}. No money has been taken for it; you can try again from your Fee Details page.\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, your payment of Rs {{amount}} for installment {{installment}} failed. - Sankalp',
  },
  'payment-rejected': {
    subject: 'Your UPI payment could not be confirmed',
    body:
      'Dear {{name}},\n\nThe office could not confirm your UPI payment of ₹{{amount}} for installment {{installment}}: {{reason}}. Please contact the office.\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, your UPI payment of Rs {{amount}} for installment {{installment}} was not confirmed. - Sankalp',
  },
  'stse-registered': {
    subject: 'STSE registration confirmed: roll number {{rollNo}}',
    body:
      'Dear {{name}},\n\nYour registration for the Sankalp Talent Search Exam is confirmed. Your roll number is {{rollNo}}. Keep it: you need it for your admit card and your result.\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, your STSE registration is confirmed. Roll number {{rollNo}}. - Sankalp',
  },
  'stse-admit-card': {
    subject: 'Your STSE admit card is ready',
    body:
      'Dear {{name}},\n\nYour exam centre is {{centre}}. Download your admit card with your roll number {{rollNo}}:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, your STSE admit card (roll {{rollNo}}) is ready. Centre: {{centre}}. - Sankalp',
  },
  'stse-results': {
    subject: 'STSE results are published',
    body:
      'Dear {{name}},\n\nThe STSE results are published. See yours with your roll number {{rollNo}}:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, STSE results are out. Check yours with roll number {{rollNo}}. - Sankalp',
  },
  'ticket-replied': {
    subject: 'Reply to your ticket: {{subject}}',
    body:
      'Dear {{name}},\n\nThe institute has replied to your support ticket "{{subject}}". Read the reply here:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, the institute replied to your ticket. See the portal. - Sankalp',
  },
  'absent-today': {
    subject: 'Absent from class on {{date}}',
    body:
      'Dear Parent,\n\n{{names}} did not attend class at Sankalp Institute on {{date}}. If you did not expect this, please call the institute.\n\n' +
      SIGNATURE,
    sms: 'Dear Parent, {{names}} did not attend class on {{date}}. Please call the institute if unexpected. - Sankalp',
  },
  'login-code': {
    subject: 'Your Sankalp portal sign-in code',
    body:
      'Dear Parent,\n\nYour code to sign in to the Sankalp portal is {{code}}. It works for {{minutes}} minutes. Do not share it with anyone: the institute never asks for it.\n\n' +
      SIGNATURE,
    sms: '{{code}} is your Sankalp portal sign-in code. It works for {{minutes}} minutes. Do not share it. - Sankalp',
  },
  // To a counsellor's own e-mail only (the digest is queued with no mobile): the SMS and
  // WhatsApp texts are there because every template has one in each channel, and never go.
  'follow-up-digest': {
    subject: 'Follow-ups for {{date}}: {{count}}',
    body:
      'Dear {{name}},\n\nEnquiries to follow up today, {{date}}: {{count}}, the overdue first.\n\n{{list}}\n\nYour Enquiries list:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, follow-ups due today: {{count}}. See Enquiries on the Sankalp portal. - Sankalp',
  },
  // To enquiries: the e-mail always ends with its Unsubscribe link; WhatsApp goes only to those
  // who opted in, SMS only with its DLT approval.
  'admissions-open': {
    subject: 'Admissions are open at Sankalp Institute',
    body:
      'Dear {{name}},\n\nAdmissions for the new session are open at Sankalp Institute. See our programs and fees, then visit us or call to join:\n{{link}}\n\n' +
      SIGNATURE +
      '\n\nYou get this because you asked Sankalp Institute about admissions. To get no more of these messages: {{unsubscribe}}',
    sms: 'Dear {{name}}, admissions are open at Sankalp Institute. Visit us or call to join. - Sankalp',
  },
  'counselling-invite': {
    subject: 'Book a free counselling session at Sankalp Institute',
    body:
      'Dear {{name}},\n\nOur counsellors can help you choose the right program for your exam. Book a free counselling session with a parent, by phone or at the institute:\n{{link}}\n\n' +
      SIGNATURE +
      '\n\nYou get this because you asked Sankalp Institute about admissions. To get no more of these messages: {{unsubscribe}}',
    sms: 'Dear {{name}}, book a free counselling session at Sankalp Institute with a parent. Call or visit us. - Sankalp',
  },
};
