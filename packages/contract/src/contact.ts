import { z } from 'zod';
import { messages } from './messages.ts';
import { requiredEmail, requiredName, requiredProse } from './validation.ts';

/** Long enough for a question about an order, short enough for the `mailto:` link that carries it. */
export const CONTACT_MESSAGE_MAX_LENGTH = 1500;

/**
 * The contact page's message. The shop keeps no inbox: once it passes, the customer's own mail app opens with it
 * written, so the rules stand in for a server's.
 */
export const ContactMessageSchema = z.object({
  name: requiredName(messages.contactNameRequired, 100),
  email: requiredEmail(messages.emailRequired),
  message: requiredProse(messages.contactMessageRequired, CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactMessageFormValues = z.input<typeof ContactMessageSchema>;
