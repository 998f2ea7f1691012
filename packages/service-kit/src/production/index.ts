export {
  enforceProductionSettings,
  isProduction,
  PRODUCTION_PROCESSES,
  PRODUCTION_SETTINGS,
  type ProductionProcess,
  productionConfigProblem,
  productionSettingsOf,
} from './production-settings';
