import type { ResolvedSession } from '../services/sessionCache';

/** The get-session shape (SPEC §3 Session): the user and whether it is internal. */
export function presentSession(session: ResolvedSession) {
  return {
    user: {
      id: session.user.id,
      email: session.profile.email,
      name: session.profile.name,
      user_metadata: { createdFromShopify: session.profile.createdFromShopify },
      features: { gpt4: session.profile.gpt4 },
    },
    isInternal: session.user.isInternal,
  };
}
