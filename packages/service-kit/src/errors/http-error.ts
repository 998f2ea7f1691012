import { type ApiErrorBody, errorMessages } from '@ssc/contracts';

/** An error whose status and Arabic message are meant for the client. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors;
  }

  toBody(): ApiErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const badRequest = (
  message: string = errorMessages.validation,
  errors?: Record<string, string>,
) => new HttpError(400, message, errors);
export const unauthorized = (message: string = errorMessages.unauthorized) =>
  new HttpError(401, message);
export const forbidden = (message: string = errorMessages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = errorMessages.notFound) => new HttpError(404, message);
export const conflict = (message: string = errorMessages.conflict) => new HttpError(409, message);
export const payloadTooLarge = (message: string = errorMessages.payloadTooLarge) =>
  new HttpError(413, message);
export const unsupportedMediaType = (message: string = errorMessages.unsupportedMedia) =>
  new HttpError(415, message);
export const serviceUnavailable = (message: string = errorMessages.serviceUnavailable) =>
  new HttpError(503, message);
