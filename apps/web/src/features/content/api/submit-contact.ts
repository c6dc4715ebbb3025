import { useMutation } from '@tanstack/react-query';
import type { ContactForm } from '@vastra/shared/schemas';
import { api } from '@/lib/api-client';

/** POST /api/contact: the 'Get In Touch' form → 201 { message }. */
export const useSubmitContact = () =>
  useMutation({
    mutationFn: (form: ContactForm) => api.post<{ message: string }>('/api/contact', form),
  });
