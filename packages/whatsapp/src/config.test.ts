import { describe, expect, it } from 'vitest';
import { whatsappConfigFromEnv } from './config';

const full = {
  WHATSAPP_TOKEN: 'EAAG-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'app-secret',
};

describe('whatsappConfigFromEnv', () => {
  it('is off (undefined) when none of token, phone number id and app secret is set', () => {
    expect(whatsappConfigFromEnv({})).toBeUndefined();
    expect(
      whatsappConfigFromEnv({ WHATSAPP_TOKEN: ' ', WHATSAPP_VERIFY_TOKEN: 'v' }),
    ).toBeUndefined();
  });

  it('reads a full configuration with the documented defaults', () => {
    expect(whatsappConfigFromEnv({ ...full, WHATSAPP_VERIFY_TOKEN: 'my-verify' })).toEqual({
      token: 'EAAG-token',
      phoneNumberId: '106540352242922',
      appSecret: 'app-secret',
      verifyToken: 'my-verify',
      apiUrl: 'https://graph.facebook.com',
      apiVersion: 'v21.0',
    });
    expect(
      whatsappConfigFromEnv({
        ...full,
        WHATSAPP_API_URL: 'http://127.0.0.1:9999/',
        WHATSAPP_API_VERSION: 'v22.0',
      }),
    ).toMatchObject({
      apiUrl: 'http://127.0.0.1:9999',
      apiVersion: 'v22.0',
      verifyToken: undefined,
    });
  });

  it('names what is missing when only some are set, without echoing secrets', () => {
    const attempt = () => whatsappConfigFromEnv({ WHATSAPP_TOKEN: 'EAAG-token' });
    expect(attempt).toThrow(/WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET are missing/);
    expect(attempt).not.toThrow(/EAAG-token/);
    expect(() => whatsappConfigFromEnv({ ...full, WHATSAPP_APP_SECRET: undefined })).toThrow(
      /WHATSAPP_APP_SECRET is missing/,
    );
  });

  it('refuses a phone number instead of its id, a non-http URL and an odd version', () => {
    expect(() =>
      whatsappConfigFromEnv({ ...full, WHATSAPP_PHONE_NUMBER_ID: '+962791234567' }),
    ).toThrow(/digits only/);
    expect(() =>
      whatsappConfigFromEnv({ ...full, WHATSAPP_API_URL: 'ftp://graph.example' }),
    ).toThrow(/http\(s\)/);
    expect(() => whatsappConfigFromEnv({ ...full, WHATSAPP_API_URL: 'not a url' })).toThrow(
      /not a URL/,
    );
    expect(() => whatsappConfigFromEnv({ ...full, WHATSAPP_API_VERSION: '21' })).toThrow(/v21\.0/);
  });
});
