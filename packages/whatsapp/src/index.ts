export {
  WHATSAPP_API_URL,
  WHATSAPP_API_VERSION,
  type WhatsappConfig,
  whatsappConfigFromEnv,
} from './config';
export {
  E164,
  isRetryable,
  type SendOptions,
  type SendResult,
  sendTemplate,
  type TemplateMessage,
  templateRequestBody,
} from './send';
export {
  cleanParameter,
  findTemplate,
  isAcceptableParameter,
  MAX_PARAMETER_LENGTH,
  manageButtonSuffix,
  NO_REFUND_TEXT,
  placeholders,
  refundText,
  type TemplateParameterName,
  templateParameters,
  WHATSAPP_TEMPLATES,
  type WhatsappTemplate,
  type WhatsappTemplateName,
} from './templates';
export {
  answerSubscription,
  type DeliveryStatus,
  parseStatuses,
  SIGNATURE_HEADER,
  type StatusUpdate,
  type SubscriptionAnswer,
  signBody,
  verifySignature,
} from './webhook';
