import { QaPage } from '../features/static/qa-accordion';

export default function Faq() {
  return <QaPage banner="Faq's On EV" title="FAQ" description="Answers to common questions about electric vehicles, charging and running costs." />;
}
