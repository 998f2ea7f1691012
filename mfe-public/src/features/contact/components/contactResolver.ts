import type { ContactForm } from '@ssc/contracts';
import { contactMessages } from '@ssc/contracts/constants';
import { toast } from '@ssc/ui';
import type { Resolver } from 'react-hook-form';

let loading: Promise<Resolver<ContactForm>> | undefined;

/**
 * zod and the shared schemas (a third of the contact page's script) are needed only to validate,
 * so they load when the visitor starts on the form, not with the page: the page starts sooner.
 */
export function preloadContactValidation(): Promise<Resolver<ContactForm>> {
  loading ??= Promise.all([import('@hookform/resolvers/zod'), import('@ssc/contracts')])
    .then(([{ zodResolver }, { contactFormSchema }]) => zodResolver(contactFormSchema))
    .catch((error: unknown) => {
      loading = undefined; // the next submit tries again
      throw error;
    });
  return loading;
}

/** The form's resolver: the shared contact schema, loaded on first use. */
export const contactResolver: Resolver<ContactForm> = async (values, context, options) => {
  try {
    const resolve = await preloadContactValidation();
    return resolve(values, context, options);
  } catch {
    // Nothing is sent and nothing typed is lost; the visitor can submit again.
    toast({ title: contactMessages.sendFailed, variant: 'destructive' });
    return {
      values: {},
      errors: { root: { type: 'validation-unavailable', message: contactMessages.sendFailed } },
    };
  }
};
