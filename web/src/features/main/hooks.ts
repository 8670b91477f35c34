import { useQuery } from '@tanstack/react-query';
import { publicStatsSchema } from '@shared/api-responses';
import { getParsed } from '../../lib/api';
import { publicKeys } from './keys';

/** The measured figures the home and marketing pages quote (track record, OCR accuracy, backtest). */
export function usePublicStatsQuery() {
  return useQuery({ queryKey: publicKeys.stats(), queryFn: () => getParsed(publicStatsSchema, '/api/stats/public') });
}
