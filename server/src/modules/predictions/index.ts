// The predictions module's public surface: other modules import from here, never from its files (docs/decisions/0019).
export { presentHistoryItem, presentProcessed } from './predictions.presenter';
export type { PredictionsService } from './predictions.service';
