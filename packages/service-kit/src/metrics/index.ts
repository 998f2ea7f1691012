export { createMetrics, METRIC_NAMES, type ProcessMetrics, UNMATCHED_ROUTE } from './metrics';
