import { PersonPicker, type PersonPickerProps } from './person-picker';

const TEAM = ['team'] as const;

/** One person of the signed-in supervisor's whole team. */
export function TeamMemberPicker(props: Omit<PersonPickerProps, 'sources'>) {
  return <PersonPicker {...props} sources={TEAM} />;
}
