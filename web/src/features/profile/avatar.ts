import { Gender } from '@shared/session/types';
import female from './assets/avatar-female.svg';
import male from './assets/avatar-male.svg';
import neutral from './assets/avatar-neutral.svg';

export type AvatarKind = 'male' | 'female' | 'neutral';

/** docs/product.md §3: the avatar is male, female or neutral by gender id. */
export function avatarKind(genderId: number | null | undefined): AvatarKind {
  if (genderId === Gender.Male) return 'male';
  if (genderId === Gender.Female) return 'female';
  return 'neutral';
}

export const AVATAR_SRC: Record<AvatarKind, string> = { male, female, neutral };
