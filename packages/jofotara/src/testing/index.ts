export { type AcceptedInvoice, type FakeJofotara, startFakeJofotara } from './fake-jofotara';
export { decodeQrTlv, type QrFields } from './qr-tlv';
export { type UblValidation, validateUbl } from './xsd';
