// Gateway-side entry (`@ssc/service-kit/internal-auth`): keys and token signing, no Koa.

export {
  IDENTITY_TOKEN_TTL_SECONDS,
  type Identity,
  signIdentityToken,
  verifyIdentityToken,
} from './identity-token';
export { type InternalKeys, loadInternalKeys } from './keys';
