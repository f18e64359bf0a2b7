import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The schemas' messages of the signed-in areas' forms (batches, fees, tests, settings...), declared
// like ../messages.ts and kept in the `portal` catalog like ./rule-messages.ts.
export const areaSchemaMessages: readonly MessageDescriptor[] = [
  msg({ id: 'A DLT template id is 19 digits.', message: 'A DLT template id is 19 digits.' }),
  msg({
    id: 'A WhatsApp template name has only lower-case letters, digits and underscores.',
    message: 'A WhatsApp template name has only lower-case letters, digits and underscores.',
  }),
  msg({
    id: 'A language code looks like en or en_US.',
    message: 'A language code looks like en or en_US.',
  }),
  msg({
    id: 'Academic year must be like 2026-27.',
    message: 'Academic year must be like 2026-27.',
  }),
  msg({
    id: 'Account number must be 9 to 18 digits.',
    message: 'Account number must be 9 to 18 digits.',
  }),
  msg({ id: 'Add at least one exam centre.', message: 'Add at least one exam centre.' }),
  msg({
    id: 'Add at least one question to the section.',
    message: 'Add at least one question to the section.',
  }),
  msg({ id: 'Add at least one section.', message: 'Add at least one section.' }),
  msg({
    id: 'CN cannot be a code: it marks credit notes.',
    message: 'CN cannot be a code: it marks credit notes.',
  }),
  msg({
    id: 'Choose Present, Absent, Late or On leave.',
    message: 'Choose Present, Absent, Late or On leave.',
  }),
  msg({ id: 'Choose a batch.', message: 'Choose a batch.' }),
  msg({ id: 'Choose a day.', message: 'Choose a day.' }),
  msg({
    id: 'Choose a faculty member from the list.',
    message: 'Choose a faculty member from the list.',
  }),
  msg({ id: 'Choose a faculty member.', message: 'Choose a faculty member.' }),
  msg({ id: 'Choose a message.', message: 'Choose a message.' }),
  msg({ id: 'Choose a program.', message: 'Choose a program.' }),
  msg({ id: 'Choose a role.', message: 'Choose a role.' }),
  msg({ id: 'Choose a student.', message: 'Choose a student.' }),
  msg({ id: 'Choose at least one language.', message: 'Choose at least one language.' }),
  msg({
    id: 'Choose at least one way to send it.',
    message: 'Choose at least one way to send it.',
  }),
  msg({ id: 'Choose branches from the list.', message: 'Choose branches from the list.' }),
  msg({ id: 'Choose permissions from the list.', message: 'Choose permissions from the list.' }),
  msg({ id: 'Choose the difficulty.', message: 'Choose the difficulty.' }),
  msg({ id: 'Choose the kind of question.', message: 'Choose the kind of question.' }),
  msg({ id: 'Choose the payment mode.', message: 'Choose the payment mode.' }),
  msg({
    id: 'Choose the state the GSTIN is registered in.',
    message: 'Choose the state the GSTIN is registered in.',
  }),
  msg({
    id: 'Choose whether the staff member is active.',
    message: 'Choose whether the staff member is active.',
  }),
  msg({ id: 'Choose who can see this material.', message: 'Choose who can see this material.' }),
  msg({ id: 'Code is required.', message: 'Code is required.' }),
  msg({
    id: 'Code must be 2 to 6 capital letters, e.g. JAI.',
    message: 'Code must be 2 to 6 capital letters, e.g. JAI.',
  }),
  msg({ id: 'Concession must be from 0 to 100%.', message: 'Concession must be from 0 to 100%.' }),
  msg({
    id: 'End date must be after the start date.',
    message: 'End date must be after the start date.',
  }),
  msg({
    id: 'End time must be after the start time.',
    message: 'End time must be after the start time.',
  }),
  msg({
    id: 'Enter a UPI ID like sankalpinstitute@sbi.',
    message: 'Enter a UPI ID like sankalpinstitute@sbi.',
  }),
  msg({ id: 'Enter a time as HH:MM, e.g. 09:30.', message: 'Enter a time as HH:MM, e.g. 09:30.' }),
  msg({
    id: 'Enter an 11-character IFSC like SBIN0001234: 4 letters, a 0, then 6 letters or digits.',
    message:
      'Enter an 11-character IFSC like SBIN0001234: 4 letters, a 0, then 6 letters or digits.',
  }),
  msg({
    id: 'Enter the 12-digit UPI transaction reference (UTR).',
    message: 'Enter the 12-digit UPI transaction reference (UTR).',
  }),
  msg({ id: 'Enter the GSTIN.', message: 'Enter the GSTIN.' }),
  msg({
    id: 'Enter the UPI, cheque or transaction number: every mode except Cash needs one.',
    message: 'Enter the UPI, cheque or transaction number: every mode except Cash needs one.',
  }),
  msg({ id: 'Enter the amount to pay.', message: 'Enter the amount to pay.' }),
  msg({ id: 'Enter the answer as a number.', message: 'Enter the answer as a number.' }),
  msg({ id: 'Enter the duration in minutes.', message: 'Enter the duration in minutes.' }),
  msg({
    id: 'Enter the duration in whole minutes.',
    message: 'Enter the duration in whole minutes.',
  }),
  msg({ id: 'Enter the tolerance as a number.', message: 'Enter the tolerance as a number.' }),
  msg({ id: 'Enter why the fee is refunded.', message: 'Enter why the fee is refunded.' }),
  msg({ id: 'Enter why the payment is rejected.', message: 'Enter why the payment is rejected.' }),
  msg({
    id: 'Enter why the receipt is cancelled.',
    message: 'Enter why the receipt is cancelled.',
  }),
  msg({
    id: 'Fees are entered inclusive of GST at 18%.',
    message: 'Fees are entered inclusive of GST at 18%.',
  }),
  msg({ id: 'Mark at least one student.', message: 'Mark at least one student.' }),
  msg({ id: 'Minimum marks must be a number.', message: 'Minimum marks must be a number.' }),
  msg({
    id: 'Minimum marks must be from 0 to the maximum marks.',
    message: 'Minimum marks must be from 0 to the maximum marks.',
  }),
  msg({
    id: 'Minutes to correct must be a whole number from 0 to 120.',
    message: 'Minutes to correct must be a whole number from 0 to 120.',
  }),
  msg({
    id: 'Nobody in this segment can get this message.',
    message: 'Nobody in this segment can get this message.',
  }),
  msg({
    id: 'Number of installments is required.',
    message: 'Number of installments is required.',
  }),
  msg({
    id: 'Number of installments must be a whole number.',
    message: 'Number of installments must be a whole number.',
  }),
  msg({ id: 'Open the form again.', message: 'Open the form again.' }),
  msg({ id: 'Pay at least ₹1 online.', message: 'Pay at least ₹1 online.' }),
  msg({ id: 'Roll number prefix is required.', message: 'Roll number prefix is required.' }),
  msg({
    id: 'The attendance threshold must be a whole number from 1 to 100.',
    message: 'The attendance threshold must be a whole number from 1 to 100.',
  }),
  msg({ id: 'The image is over 200 KB.', message: 'The image is over 200 KB.' }),
  msg({
    id: 'The office confirmed this UTR as another payment, so it is not recorded for you. If you made this transfer, contact the office with the payment details from your UPI app.',
    message:
      'The office confirmed this UTR as another payment, so it is not recorded for you. If you made this transfer, contact the office with the payment details from your UPI app.',
  }),
  msg({
    id: 'The refund request id is not valid; open Refund again.',
    message: 'The refund request id is not valid; open Refund again.',
  }),
  msg({
    id: 'This UTR has already been used for a payment.',
    message: 'This UTR has already been used for a payment.',
  }),
  msg({
    id: 'This link is not valid. If you still get messages, call the institute.',
    message: 'This link is not valid. If you still get messages, call the institute.',
  }),
  msg({ id: 'Total fees is required.', message: 'Total fees is required.' }),
  msg({
    id: 'Total fees must be a whole number of rupees.',
    message: 'Total fees must be a whole number of rupees.',
  }),
  msg({ id: 'Total fees must be more than 0.', message: 'Total fees must be more than 0.' }),
  msg({
    id: 'Use only letters, digits and hyphens in the prefix.',
    message: 'Use only letters, digits and hyphens in the prefix.',
  }),
  msg({
    id: 'You have already submitted this UTR: it is awaiting verification by the office.',
    message: 'You have already submitted this UTR: it is awaiting verification by the office.',
  }),
  msg({
    id: 'Number of installments must be from 1 to 12.',
    message: 'Number of installments must be from 1 to 12.',
  }),
  msg({ id: 'A test lasts 5 to 360 minutes.', message: 'A test lasts 5 to 360 minutes.' }),
  msg({ id: 'A test has at most 6 sections.', message: 'A test has at most 6 sections.' }),
  msg({ id: 'A batch has at most 20 subjects.', message: 'A batch has at most 20 subjects.' }),
  msg({
    id: 'Enter the smallest part payment in whole rupees, from 0 to 10,00,000.',
    message: 'Enter the smallest part payment in whole rupees, from 0 to 10,00,000.',
  }),
  msg({
    id: 'Enter a whole number of marks from 1 to 1000.',
    message: 'Enter a whole number of marks from 1 to 1000.',
  }),
  msg({
    id: 'At most 5,000 people can be messaged at once: narrow the segment.',
    message: 'At most 5,000 people can be messaged at once: narrow the segment.',
  }),
  msg({
    id: 'You have 3 UPI payments awaiting verification. Submit another once the office has verified one of them.',
    message:
      'You have 3 UPI payments awaiting verification. Submit another once the office has verified one of them.',
  }),
  msg({
    id: 'Write the Hindi details as well, or clear the Hindi title.',
    message: 'Write the Hindi details as well, or clear the Hindi title.',
  }),
  msg({
    id: 'Write the Hindi title as well, or clear the Hindi details.',
    message: 'Write the Hindi title as well, or clear the Hindi details.',
  }),
];
