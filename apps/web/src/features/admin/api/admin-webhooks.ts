import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointBody } from '@somo/contract/webhooks';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** Under the admin tree, so anything that refreshes all of the admin area refreshes these too. */
export const webhookKeys = {
  endpoints: () => [...adminKeys.all(), 'webhooks'] as const,
  deliveries: (endpointId: number) => [...adminKeys.all(), 'webhooks', endpointId, 'deliveries'] as const,
};

export async function getWebhookEndpoints(signal?: AbortSignal) {
  const answer = await api.call('GET /admin/webhooks/', { signal });
  return answer.endpoints;
}

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookKeys.endpoints(),
    queryFn: ({ signal }) => getWebhookEndpoints(signal),
  });
}

export async function getWebhookDeliveries(endpointId: number, signal?: AbortSignal) {
  const answer = await api.call('GET /admin/webhooks/:id/deliveries/', {
    params: { id: endpointId },
    signal,
  });
  return answer.deliveries;
}

/** Read while the log is open; refreshed every few seconds, as queued deliveries go out in the background. */
export function useWebhookDeliveries(endpointId: number, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: ({ signal }) => getWebhookDeliveries(endpointId, signal),
    enabled,
    refetchInterval: 5000,
  });
}

function useEndpointsMutation<Variables, Answer>(send: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints() }),
  });
}

export function useCreateWebhookEndpoint() {
  return useEndpointsMutation((body: WebhookEndpointBody) => api.call('POST /admin/webhooks/', { body }));
}

export function useUpdateWebhookEndpoint() {
  return useEndpointsMutation(({ id, body }: { id: number; body: WebhookEndpointBody }) =>
    api.call('PUT /admin/webhooks/:id/', { params: { id }, body }),
  );
}

export function useDeleteWebhookEndpoint() {
  return useEndpointsMutation((id: number) => api.call('DELETE /admin/webhooks/:id/', { params: { id } }));
}

export function useRotateWebhookSecret() {
  return useMutation({
    mutationFn: (id: number) => api.call('POST /admin/webhooks/:id/rotate-secret/', { params: { id } }),
  });
}

export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ endpointId, deliveryId }: { endpointId: number; deliveryId: number }) =>
      api.call('POST /admin/webhooks/:id/deliveries/:deliveryId/resend/', {
        params: { id: endpointId, deliveryId },
      }),
    onSettled: (_answer, _error, { endpointId }) =>
      queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
  });
}
