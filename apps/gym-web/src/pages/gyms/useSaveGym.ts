import { errorMessage, invalidateAfter } from '@gym/api-client';
import { showToast } from '@gym/ui';
import { api, queryClient } from '../../app/api.ts';
import { type GymFormValues, toGymFormData } from './gym-form-rules.ts';

/** Creates (no id) or updates a gym, with the specification's messages and a refresh of Gyms. */
export function useSaveGym(onSaved: (gym: { id: number }) => void) {
  const create = api.useMutation('post', '/api/gyms');
  const update = api.useMutation('put', '/api/gyms/{id}');
  const done = {
    onSuccess: (gym: { id: number }) => {
      showToast('Gym saved successfully!', 'success');
      void invalidateAfter(queryClient, 'put', '/api/gyms/{id}');
      onSaved(gym);
    },
    onError: (error: unknown) => showToast(`Failed to save gym: ${errorMessage(error, 'Unknown error')}`),
  };
  const multipart = { bodySerializer: (values: unknown) => toGymFormData(values as GymFormValues) };
  return {
    isSaving: create.isPending || update.isPending,
    save(values: GymFormValues, id?: number) {
      // The contract types the JSON view of the form; the serializer sends it as multipart.
      const body = values as never;
      if (id === undefined) create.mutate({ body, ...multipart }, done);
      else update.mutate({ params: { path: { id } }, body, ...multipart }, done);
    },
  };
}
