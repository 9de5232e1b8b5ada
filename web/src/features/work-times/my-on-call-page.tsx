import { OnCallPage } from './on-call-page';

/** `work-times/my-on-call-work-times`. */
export default function MyOnCallPage() {
  return <OnCallPage kind="my" />;
}
