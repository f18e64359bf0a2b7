import { describe, expect, test } from 'vitest';
import { defaultTemplate } from '@/data';
import {
  parametersOf,
  parametersText,
  templatePreview,
} from '@/features/messages/model/template-preview';

describe('the template editor’s preview', () => {
  test('an e-mail: subject and text filled with the sample values', () => {
    const preview = templatePreview('email', defaultTemplate('password-reset', 'email'));
    expect(preview.subject).toBe('Reset your Sankalp portal password');
    expect(preview.body).toMatch(/^Dear Riya Sharma,/);
    expect(preview.body).not.toContain('{{');
    expect(preview).not.toHaveProperty('dltProblem');
  });

  test('an SMS: the DLT check answers for the filled text', () => {
    const sms = defaultTemplate('fee-reminder-due', 'sms');
    expect(templatePreview('sms', sms).dltProblem).toMatch(/no DLT template id/);
    const approved = { ...sms, dltTemplateId: '1107160000000000001' };
    expect(templatePreview('sms', approved).dltProblem).toBeNull();
    expect(
      templatePreview('sms', { ...approved, body: `${sms.body} Pay now.` }).dltProblem,
    ).toMatch(/does not match DLT template 1107160000000000001/);
  });

  test('WhatsApp: each parameter in order with its sample value; an unknown one as written', () => {
    const whatsapp = defaultTemplate('stse-results', 'whatsapp');
    expect(
      templatePreview('whatsapp', { ...whatsapp, whatsappParameters: ['name', 'grade'] })
        .parameters,
    ).toEqual([
      { position: 1, name: 'name', value: 'Riya Sharma' },
      { position: 2, name: 'grade', value: '{{grade}}' },
    ]);
  });

  test('the parameters field: one line, commas between, blanks dropped', () => {
    expect(parametersOf(' name, rollNo ,, ')).toEqual(['name', 'rollNo']);
    expect(parametersText(['name', 'rollNo'])).toBe('name, rollNo');
  });
});
