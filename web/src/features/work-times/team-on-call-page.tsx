import { OnCallPage } from './on-call-page';

/** `work-times/team-on-call-work-times`. */
export default function TeamOnCallPage() {
  return <OnCallPage kind="team" />;
}
