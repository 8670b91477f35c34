import {
  apiKeyCreatedSchema,
  apiKeyListSchema,
  betEnvelopeSchema,
  betListSchema,
  userAnalyticsSchema,
  type ApiKeyCreated,
  type ApiKeyList,
  type BetInput,
  type BetView,
  type UserAnalytics,
} from '@shared/pro';
import { apiRequest, getParsed, requestParsed } from '../../lib/api';

const betUrl = (predictionId: string) => `/api/predictions/${encodeURIComponent(predictionId)}/bet`;

export function fetchBets(): Promise<{ bets: BetView[] }> {
  return getParsed(betListSchema, '/api/user/bets');
}

export function fetchBet(predictionId: string): Promise<{ bet: BetView | null }> {
  return getParsed(betEnvelopeSchema, betUrl(predictionId));
}

export function saveBet(predictionId: string, body: BetInput): Promise<{ bet: BetView | null }> {
  return requestParsed(betEnvelopeSchema, 'PUT', betUrl(predictionId), body);
}

export async function deleteBet(predictionId: string): Promise<void> {
  await apiRequest('DELETE', betUrl(predictionId));
}

export function fetchUserAnalytics(): Promise<UserAnalytics> {
  return getParsed(userAnalyticsSchema, '/api/user/analytics');
}

export function fetchApiKeys(): Promise<ApiKeyList> {
  return getParsed(apiKeyListSchema, '/api/user/api-keys');
}

export function createApiKey(name: string): Promise<ApiKeyCreated> {
  return requestParsed(apiKeyCreatedSchema, 'POST', '/api/user/api-keys', { name });
}

export async function revokeApiKey(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/user/api-keys/${encodeURIComponent(id)}`);
}
