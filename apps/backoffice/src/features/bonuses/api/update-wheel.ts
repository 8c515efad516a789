import { apiRequest } from '@casino/api-client';
import type { WheelOperatorView, WheelTerms } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WHEEL_KEY } from './get-wheel';

/** PUT /api/backoffice/wheel/: replaces the wheel's terms; answers them with the new return. */
export function updateWheel(terms: WheelTerms): Promise<WheelOperatorView> {
  return apiRequest<WheelOperatorView>('/api/backoffice/wheel/', { method: 'PUT', body: terms });
}

export function useUpdateWheel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateWheel, onSuccess: (view) => client.setQueryData(WHEEL_KEY, view) });
}
