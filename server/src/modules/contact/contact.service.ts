import type { Language } from '@shared/prediction';
import { newId } from '../../lib/ids';
import type { ContactRepository } from '../../repositories/contact.repository';
import type { ProAccess } from '../analytics';

/** Contact-form messages are stored for admins to read (GET /api/admin/contact-messages); no mail is sent. */
export function contactService(deps: { contact: ContactRepository; pro: ProAccess }) {
  return {
    async submit(input: { name: string; email: string; message: string; language: Language; userId: string | null }) {
      await deps.contact.insert({
        id: newId(),
        user_id: input.userId,
        name: input.name,
        email: input.email.toLowerCase(),
        message: input.message,
        language: input.language,
        // Priority support: a message from a user with Pro at the time of writing comes first in the admin inbox.
        priority: input.userId && (await deps.pro.isPro(input.userId)) ? 1 : 0,
      });
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
