import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// The messages src/data makes that a person can see, declared here so that they are extracted
// into the catalogs: src/data (shared with the server, which speaks English) uses no macros.
// Each id is the English text itself, so the screens look a message up by the text they were
// given (translateDataMessage). Keep each text exactly as src/data writes it.

/** Messages built from a field's label, and the labels: "{label} is required." with "Batch name". */
export const fieldMessageShapes: readonly MessageDescriptor[] = [
  msg({ id: '{label} is required.', message: '{label} is required.' }),
  msg({
    id: '{label} can be at most {max} characters.',
    message: '{label} can be at most {max} characters.',
  }),
  msg({
    id: '{label} contains a character that cannot be stored.',
    message: '{label} contains a character that cannot be stored.',
  }),
  msg({
    id: '{label} cannot contain a web address.',
    message: '{label} cannot contain a web address.',
  }),
  msg({
    id: '{label} is required for a bank transfer.',
    message: '{label} is required for a bank transfer.',
  }),
  msg({ id: '{label} must be a valid date.', message: '{label} must be a valid date.' }),
  msg({
    id: '{label} must be a whole number from {low} to {high}.',
    message: '{label} must be a whole number from {low} to {high}.',
  }),
  msg({
    id: '{label} must be at most {max} characters.',
    message: '{label} must be at most {max} characters.',
  }),
  msg({ id: '{label} must be exactly 10 digits.', message: '{label} must be exactly 10 digits.' }),
  msg({
    id: 'Minimum marks must be from 0 to {max}.',
    message: 'Minimum marks must be from 0 to {max}.',
  }),
];

export const fieldLabels: readonly MessageDescriptor[] = [
  msg({ id: 'Address', message: 'Address' }),
  msg({ id: 'An option’s number', message: 'An option’s number' }),
  msg({ id: 'Approved DLT text', message: 'Approved DLT text' }),
  msg({ id: 'Batch name', message: 'Batch name' }),
  msg({ id: 'By', message: 'By' }),
  msg({ id: 'Cancelled by', message: 'Cancelled by' }),
  msg({ id: 'Capacity', message: 'Capacity' }),
  msg({ id: 'City', message: 'City' }),
  msg({ id: 'Contact phone', message: 'Contact phone' }),
  msg({ id: 'Date', message: 'Date' }),
  msg({ id: 'Date of birth', message: 'Date of birth' }),
  msg({ id: 'Decided by', message: 'Decided by' }),
  msg({ id: 'Description', message: 'Description' }),
  msg({ id: 'Details', message: 'Details' }),
  msg({ id: 'Due date', message: 'Due date' }),
  msg({ id: 'Email', message: 'Email' }),
  msg({ id: 'End date', message: 'End date' }),
  msg({ id: 'Exam centre', message: 'Exam centre' }),
  msg({ id: 'Explanation', message: 'Explanation' }),
  msg({ id: 'File name', message: 'File name' }),
  msg({ id: 'From', message: 'From' }),
  msg({ id: 'Guardian name', message: 'Guardian name' }),
  msg({ id: 'Id', message: 'Id' }),
  msg({ id: 'Instructions', message: 'Instructions' }),
  msg({ id: 'Interest', message: 'Interest' }),
  msg({ id: 'Joined on', message: 'Joined on' }),
  msg({ id: 'Left on', message: 'Left on' }),
  msg({ id: 'Lost reason', message: 'Lost reason' }),
  msg({ id: 'Message', message: 'Message' }),
  msg({ id: 'Mobile number', message: 'Mobile number' }),
  msg({ id: 'Name', message: 'Name' }),
  msg({ id: 'Note', message: 'Note' }),
  msg({ id: 'Parent name', message: 'Parent name' }),
  msg({ id: 'Principal name', message: 'Principal name' }),
  msg({ id: 'Provider order', message: 'Provider order' }),
  msg({ id: 'Provider payment', message: 'Provider payment' }),
  msg({ id: 'Provider refund', message: 'Provider refund' }),
  msg({ id: 'Reason', message: 'Reason' }),
  msg({ id: 'Received by', message: 'Received by' }),
  msg({ id: 'Reference', message: 'Reference' }),
  msg({ id: 'Reward', message: 'Reward' }),
  msg({ id: 'Roll number', message: 'Roll number' }),
  msg({ id: 'Roll number prefix', message: 'Roll number prefix' }),
  msg({ id: 'Room', message: 'Room' }),
  msg({ id: 'Scholarship', message: 'Scholarship' }),
  msg({ id: 'School', message: 'School' }),
  msg({ id: 'School name', message: 'School name' }),
  msg({ id: 'Section name', message: 'Section name' }),
  msg({ id: 'Staff refund limit', message: 'Staff refund limit' }),
  msg({ id: 'Stage id', message: 'Stage id' }),
  msg({ id: 'Stage name', message: 'Stage name' }),
  msg({ id: 'Start date', message: 'Start date' }),
  msg({ id: 'State', message: 'State' }),
  msg({ id: 'Student name', message: 'Student name' }),
  msg({ id: 'Subject', message: 'Subject' }),
  msg({ id: 'The save’s number', message: 'The save’s number' }),
  msg({ id: 'The time on a question (ms)', message: 'The time on a question (ms)' }),
  msg({ id: 'The times full screen was left', message: 'The times full screen was left' }),
  msg({ id: 'The times the page lost focus', message: 'The times the page lost focus' }),
  msg({ id: 'Title', message: 'Title' }),
  msg({ id: 'To', message: 'To' }),
  msg({ id: 'Topic', message: 'Topic' }),
  msg({ id: 'WhatsApp number', message: 'WhatsApp number' }),
  msg({ id: 'Question', message: 'Question' }),
  msg({ id: 'Option', message: 'Option' }),
  msg({ id: 'Question (Hindi)', message: 'Question (Hindi)' }),
  msg({ id: 'Option (Hindi)', message: 'Option (Hindi)' }),
  msg({ id: 'Paying at the office', message: 'Paying at the office' }),
  msg({ id: 'UPI payee name', message: 'UPI payee name' }),
  msg({ id: 'Account name', message: 'Account name' }),
  msg({ id: 'Account number', message: 'Account number' }),
  msg({ id: 'IFSC', message: 'IFSC' }),
  msg({ id: 'Bank and branch', message: 'Bank and branch' }),
];

/** The schemas' own messages (src/data/schemas, src/data/constants.ts), limits filled in. */
export const schemaMessages: readonly MessageDescriptor[] = [
  msg({ id: 'A DLT template id is 19 digits.', message: 'A DLT template id is 19 digits.' }),
  msg({
    id: 'A WhatsApp template name has only lower-case letters, digits and underscores.',
    message: 'A WhatsApp template name has only lower-case letters, digits and underscores.',
  }),
  msg({
    id: 'A candidate marked Absent has no marks.',
    message: 'A candidate marked Absent has no marks.',
  }),
  msg({
    id: 'A language code looks like en or en_US.',
    message: 'A language code looks like en or en_US.',
  }),
  msg({
    id: 'A registration through the form gives every detail.',
    message: 'A registration through the form gives every detail.',
  }),
  msg({
    id: 'A stage id is lowercase letters and digits.',
    message: 'A stage id is lowercase letters and digits.',
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
  msg({ id: 'Choose a class from 9 to 12.', message: 'Choose a class from 9 to 12.' }),
  msg({ id: 'Choose a day.', message: 'Choose a day.' }),
  msg({
    id: 'Choose a faculty member from the list.',
    message: 'Choose a faculty member from the list.',
  }),
  msg({ id: 'Choose a faculty member.', message: 'Choose a faculty member.' }),
  msg({ id: 'Choose a gender.', message: 'Choose a gender.' }),
  msg({ id: 'Choose a message.', message: 'Choose a message.' }),
  msg({ id: 'Choose a program.', message: 'Choose a program.' }),
  msg({ id: 'Choose a role.', message: 'Choose a role.' }),
  msg({ id: 'Choose a stage.', message: 'Choose a stage.' }),
  msg({ id: 'Choose a stream.', message: 'Choose a stream.' }),
  msg({ id: 'Choose a student.', message: 'Choose a student.' }),
  msg({ id: 'Choose at least one language.', message: 'Choose at least one language.' }),
  msg({
    id: 'Choose at least one way to send it.',
    message: 'Choose at least one way to send it.',
  }),
  msg({ id: 'Choose at least one working day.', message: 'Choose at least one working day.' }),
  msg({ id: 'Choose branches from the list.', message: 'Choose branches from the list.' }),
  msg({ id: 'Choose how they reached us.', message: 'Choose how they reached us.' }),
  msg({ id: 'Choose permissions from the list.', message: 'Choose permissions from the list.' }),
  msg({ id: 'Choose the difficulty.', message: 'Choose the difficulty.' }),
  msg({ id: 'Choose the kind of question.', message: 'Choose the kind of question.' }),
  msg({ id: 'Choose the payment mode.', message: 'Choose the payment mode.' }),
  msg({
    id: 'Choose the state the GSTIN is registered in.',
    message: 'Choose the state the GSTIN is registered in.',
  }),
  msg({ id: 'Choose what happened.', message: 'Choose what happened.' }),
  msg({
    id: 'Choose whether the staff member is active.',
    message: 'Choose whether the staff member is active.',
  }),
  msg({ id: 'Choose who can see this material.', message: 'Choose who can see this material.' }),
  msg({ id: 'Choose why the enquiry was lost.', message: 'Choose why the enquiry was lost.' }),
  msg({
    id: 'Closing time must be after opening time.',
    message: 'Closing time must be after opening time.',
  }),
  msg({ id: 'Code is required.', message: 'Code is required.' }),
  msg({
    id: 'Code must be 2 to 6 capital letters, e.g. JAI.',
    message: 'Code must be 2 to 6 capital letters, e.g. JAI.',
  }),
  msg({ id: 'Concession must be from 0 to 100%.', message: 'Concession must be from 0 to 100%.' }),
  msg({ id: 'Email is required.', message: 'Email is required.' }),
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
  msg({ id: 'Enter a valid email address.', message: 'Enter a valid email address.' }),
  msg({
    id: 'Enter an 11-character IFSC like SBIN0001234: 4 letters, a 0, then 6 letters or digits.',
    message:
      'Enter an 11-character IFSC like SBIN0001234: 4 letters, a 0, then 6 letters or digits.',
  }),
  msg({
    id: 'Enter the 12-digit UPI transaction reference (UTR).',
    message: 'Enter the 12-digit UPI transaction reference (UTR).',
  }),
  msg({
    id: 'Enter the 6-digit code we sent you.',
    message: 'Enter the 6-digit code we sent you.',
  }),
  msg({ id: 'Enter the GSTIN.', message: 'Enter the GSTIN.' }),
  msg({
    id: 'Enter the UPI, cheque or transaction number: every mode except Cash needs one.',
    message: 'Enter the UPI, cheque or transaction number: every mode except Cash needs one.',
  }),
  msg({ id: 'Enter the amount to pay.', message: 'Enter the amount to pay.' }),
  msg({ id: 'Enter the answer as a number.', message: 'Enter the answer as a number.' }),
  msg({ id: 'Enter the date of birth.', message: 'Enter the date of birth.' }),
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
  msg({ id: 'Enter your password.', message: 'Enter your password.' }),
  msg({
    id: 'Fees are entered inclusive of GST at 18%.',
    message: 'Fees are entered inclusive of GST at 18%.',
  }),
  msg({ id: 'Give a mobile number or an e-mail.', message: 'Give a mobile number or an e-mail.' }),
  msg({
    id: 'If this mobile number is on a student record, we have sent it a 6-digit code. It works for 10 minutes.',
    message:
      'If this mobile number is on a student record, we have sent it a 6-digit code. It works for 10 minutes.',
  }),
  msg({ id: 'Keep at least one reason.', message: 'Keep at least one reason.' }),
  msg({
    id: 'Keep one stage of each of the kinds Open, Won and Lost.',
    message: 'Keep one stage of each of the kinds Open, Won and Lost.',
  }),
  msg({ id: 'Mark at least one student.', message: 'Mark at least one student.' }),
  msg({ id: 'Message is required.', message: 'Message is required.' }),
  msg({ id: 'Minimum marks must be a number.', message: 'Minimum marks must be a number.' }),
  msg({
    id: 'Minimum marks must be from 0 to the maximum marks.',
    message: 'Minimum marks must be from 0 to the maximum marks.',
  }),
  msg({
    id: 'Minutes to correct must be a whole number from 0 to 120.',
    message: 'Minutes to correct must be a whole number from 0 to 120.',
  }),
  msg({ id: 'Must be a date and time.', message: 'Must be a date and time.' }),
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
  msg({
    id: 'Only a student of 18 or over can keep their attendance and results from their parents.',
    message:
      'Only a student of 18 or over can keep their attendance and results from their parents.',
  }),
  msg({ id: 'Open the form again.', message: 'Open the form again.' }),
  msg({ id: 'Password is required.', message: 'Password is required.' }),
  msg({ id: 'Pay at least ₹1 online.', message: 'Pay at least ₹1 online.' }),
  msg({ id: 'Pin code is required.', message: 'Pin code is required.' }),
  msg({ id: 'Pin code must be exactly 6 digits.', message: 'Pin code must be exactly 6 digits.' }),
  msg({ id: 'Roll number is required.', message: 'Roll number is required.' }),
  msg({ id: 'Roll number prefix is required.', message: 'Roll number prefix is required.' }),
  msg({ id: 'Stage name is required.', message: 'Stage name is required.' }),
  msg({ id: 'Subject is required.', message: 'Subject is required.' }),
  msg({
    id: 'The attendance threshold must be a whole number from 1 to 100.',
    message: 'The attendance threshold must be a whole number from 1 to 100.',
  }),
  msg({ id: 'The image is over 200 KB.', message: 'The image is over 200 KB.' }),
  msg({
    id: 'The mobile number or password is not correct. You can sign in with a code instead.',
    message: 'The mobile number or password is not correct. You can sign in with a code instead.',
  }),
  msg({
    id: 'The next follow-up must be later than now.',
    message: 'The next follow-up must be later than now.',
  }),
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
    id: 'The two passwords differ. Type the same password twice.',
    message: 'The two passwords differ. Type the same password twice.',
  }),
  msg({
    id: 'This UTR has already been used for a payment.',
    message: 'This UTR has already been used for a payment.',
  }),
  msg({
    id: 'This code is not correct or has expired. Ask for a new code.',
    message: 'This code is not correct or has expired. Ask for a new code.',
  }),
  msg({
    id: 'This link is not valid. If you still get messages, call the institute.',
    message: 'This link is not valid. If you still get messages, call the institute.',
  }),
  msg({
    id: 'This mobile number is already linked to the student.',
    message: 'This mobile number is already linked to the student.',
  }),
  msg({
    id: 'This student is not linked to your mobile number.',
    message: 'This student is not linked to your mobile number.',
  }),
  msg({
    id: 'Too many codes asked for. Wait 15 minutes and try again.',
    message: 'Too many codes asked for. Wait 15 minutes and try again.',
  }),
  msg({ id: 'Total fees is required.', message: 'Total fees is required.' }),
  msg({
    id: 'Total fees must be a whole number of rupees.',
    message: 'Total fees must be a whole number of rupees.',
  }),
  msg({ id: 'Total fees must be more than 0.', message: 'Total fees must be more than 0.' }),
  msg({
    id: 'Two stages cannot have the same id.',
    message: 'Two stages cannot have the same id.',
  }),
  msg({ id: 'Use a time like 09:00.', message: 'Use a time like 09:00.' }),
  msg({
    id: 'Use at least 10 characters for the password.',
    message: 'Use at least 10 characters for the password.',
  }),
  msg({
    id: 'Use at most 200 characters for the password.',
    message: 'Use at most 200 characters for the password.',
  }),
  msg({
    id: 'Use only letters, digits and hyphens in the prefix.',
    message: 'Use only letters, digits and hyphens in the prefix.',
  }),
  msg({
    id: 'You have already submitted this UTR: it is awaiting verification by the office.',
    message: 'You have already submitted this UTR: it is awaiting verification by the office.',
  }),
  msg({
    id: 'Your child has chosen not to share their attendance and results. Their fees are still shown here.',
    message:
      'Your child has chosen not to share their attendance and results. Their fees are still shown here.',
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
];

/** Refusals any page may show: signing in, the server's and the browser's storage's. */
export const requestMessages: readonly MessageDescriptor[] = [
  msg({
    id: 'Something went wrong. Please try again.',
    message: 'Something went wrong. Please try again.',
  }),
  msg({
    id: 'Signing in failed. Please try again.',
    message: 'Signing in failed. Please try again.',
  }),
  msg({ id: 'Signing in failed.', message: 'Signing in failed.' }),
  msg({ id: 'The code could not be sent.', message: 'The code could not be sent.' }),
  msg({ id: 'Setting the password failed.', message: 'Setting the password failed.' }),
  msg({
    id: 'The reset link could not be requested.',
    message: 'The reset link could not be requested.',
  }),
  msg({
    id: 'The set-up code could not be issued.',
    message: 'The set-up code could not be issued.',
  }),
  msg({ id: 'Sign in to continue.', message: 'Sign in to continue.' }),
  msg({ id: 'Your account cannot do this.', message: 'Your account cannot do this.' }),
  msg({
    id: 'The server answered {status}. Please try again.',
    message: 'The server answered {status}. Please try again.',
  }),
  msg({
    id: 'This browser is not allowing the site to store data, so the change was not saved. Check that site storage is enabled and try again.',
    message:
      'This browser is not allowing the site to store data, so the change was not saved. Check that site storage is enabled and try again.',
  }),
  msg({
    id: "The browser's storage for this site is full, so the change was not saved. Export a backup first (Admin → Backup & Restore), then free space by deleting old materials or records; for more data than one browser holds, run the portal in server mode (see the README).",
    message:
      "The browser's storage for this site is full, so the change was not saved. Export a backup first (Admin → Backup & Restore), then free space by deleting old materials or records; for more data than one browser holds, run the portal in server mode (see the README).",
  }),
  msg({ id: 'No {entity} found with id {id}.', message: 'No {entity} found with id {id}.' }),
  msg({
    id: 'This staff account is no longer active. Ask the owner of the institute.',
    message: 'This staff account is no longer active. Ask the owner of the institute.',
  }),
  msg({ id: 'Choose a PDF file.', message: 'Choose a PDF file.' }),
  msg({
    id: 'No {role} found with this email. Please try again.',
    message: 'No {role} found with this email. Please try again.',
  }),
];
