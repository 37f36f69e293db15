import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { LotteryView } from './lottery-view.tsx';
import type { TournamentPageProps } from './tournament-page.schema.ts';
import { TournamentView } from './tournament-view.tsx';
import './tournament-page.css';

export default function TournamentPage({ props }: WidgetRenderProps<TournamentPageProps>) {
  return props.kind === 'lottery' ? <LotteryView props={props} /> : <TournamentView props={props} />;
}
