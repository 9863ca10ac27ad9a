/**
 * The `style` and `persona` of a request (chat, article) as operation input:
 * an id names one of the team's voices or personas (another team's is 404),
 * any other text is taken as a description.
 */
import type { PersonaBrief, VoiceBrief } from '../../ai/voice';
import type { AuthUser } from '../../identity';
import { getPersona, personaBrief } from './personas';
import { getStyle, styleBrief } from './styles';

const ID = /^[a-f0-9]{24}$/i;

export interface ResolvedVoice {
  style?: VoiceBrief | string;
  persona?: PersonaBrief | string;
}

export async function resolveVoice(
  user: AuthUser,
  request: { style?: string | undefined; persona?: string | undefined },
): Promise<ResolvedVoice> {
  const style = request.style?.trim();
  const persona = request.persona?.trim();
  return {
    style: style ? (ID.test(style) ? styleBrief(await getStyle(user, style)) : style) : undefined,
    persona: persona
      ? ID.test(persona)
        ? personaBrief(await getPersona(user, persona))
        : persona
      : undefined,
  };
}
