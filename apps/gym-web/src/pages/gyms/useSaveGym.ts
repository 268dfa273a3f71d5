import { showToast } from '@gym/ui';
import { api } from '../../app/api.ts';
import { toastRefusal } from '../../app/form-feedback.ts';
import { translate } from '../../i18n/i18n.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { serverText } from '../../i18n/server-texts.ts';
import { sessionStore } from '../../session/session-store.ts';
import { GYM_FORM, type GymFormValues, toGymFormData } from './gym-form-rules.ts';
import { type Gym, toSelectedGym } from './gym-selection.ts';

const TEXT = defineMessages({
  saved: { defaultMessage: 'Gym saved successfully!', description: 'Toast after the gym form is saved' },
  unknownError: { defaultMessage: 'Unknown error', description: 'A failure the server did not explain' },
  saveFailed: {
    defaultMessage: 'Failed to save gym: {reason}',
    description: 'Toast; {reason} is the server’s message, already in the language',
  },
});

/**
 * Creates (no id) or updates a gym, with the specification's messages. The query client refreshes
 * the Gyms group; the selected gym in the session follows its saved copy.
 */
export function useSaveGym(onSaved: (gym: Gym) => void) {
  const create = api.useMutation('post', '/api/gyms');
  const update = api.useMutation('put', '/api/gyms/{id}');
  const done = {
    onSuccess: (gym: Gym) => {
      sessionStore.updateGymIfSelected(toSelectedGym(gym));
      showToast(translate(TEXT.saved), 'success', GYM_FORM);
      onSaved(gym);
    },
    onError: (error: unknown) =>
      toastRefusal(GYM_FORM, error, translate(TEXT.unknownError), '', (reason) =>
        translate(TEXT.saveFailed, { reason: serverText(reason) }),
      ),
  };
  const multipart = { bodySerializer: (values: unknown) => toGymFormData(values as GymFormValues) };
  return {
    isSaving: create.isPending || update.isPending,
    /** The last save's refusal, for the form to show at its field. */
    refusal: create.error ?? update.error,
    save(values: GymFormValues, id?: number) {
      // The contract types the JSON view of the form; the serializer sends it as multipart.
      const body = values as never;
      if (id === undefined) create.mutate({ body, ...multipart }, done);
      else update.mutate({ params: { path: { id } }, body, ...multipart }, done);
    },
  };
}
