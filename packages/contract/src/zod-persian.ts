import { z } from 'zod';
import { messages, messageWith } from './messages.ts';
import { toPersianDigits } from './persian.ts';

/**
 * Persian messages for every zod check that a schema does not word itself.
 * zod's own fa locale leaves English type names in its sentences, so the shop writes its own.
 */
function persianIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return messages.required;
      if (issue.expected === 'number' || issue.expected === 'int') return messages.invalidNumber;
      if (issue.expected === 'boolean') return messages.invalidBoolean;
      return messages.invalidValue;
    case 'too_small': {
      const min = toPersianDigits(String(issue.minimum));
      if (issue.origin === 'string') {
        return issue.minimum === 1 ? messages.required : `حداقل ${min} نویسه وارد کنید.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `حداقل ${min} مورد لازم است.`;
      return `مقدار باید حداقل ${min} باشد.`;
    }
    case 'too_big': {
      if (issue.origin === 'string') return messageWith.maxLength(Number(issue.maximum));
      const max = toPersianDigits(String(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return `حداکثر ${max} مورد مجاز است.`;
      return `مقدار باید حداکثر ${max} باشد.`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? messages.invalidEmail : messages.invalidValue;
    case 'invalid_value':
      return `یکی از مقادیر مجاز را انتخاب کنید: ${issue.values.map(String).join('، ')}`;
    case 'not_multiple_of':
      return `مقدار باید مضربی از ${toPersianDigits(String(issue.divisor))} باشد.`;
    case 'unrecognized_keys':
      return `فیلد ناشناخته: ${issue.keys.join('، ')}`;
    default:
      return messages.invalidValue;
  }
}

z.config({ customError: persianIssueMessage });
