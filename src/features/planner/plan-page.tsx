import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useHref, useLocation, useNavigate } from 'react-router-dom';
import { Notice } from '../../components/notice';
import type { SavedPlan } from '../../storage/plan-store';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRuns } from '../../lib/runs';
import { FieldChecksProvider, useFieldChecks } from './field-checks';
import { IncomeFields } from './income-fields';
import { usePlanClient } from './plan-client-context';
import { planClock } from './plan-dates';
import { freshPlanId, freshPlanName, newPlan } from './plan-defaults';
import type { PlanChange } from './plan-edits';
import { planParamOf, planSearch } from './plan-link';
import { asksRuns, planBlockers, toPlanRequest, toRunQuestion } from './plan-request';
import { firstPlans, liveNotice, realCounters, simulatorCounters, type PlanNotice } from './plan-start';
import { PlanAnswers, type PlanQuestion } from './plan-answers';
import { PlanSwitcher } from './plan-switcher';
import { activePlan, canAddPlan } from './plans-reducer';
import { ScheduleFields } from './schedule-fields';
import { StateFields } from './state-fields';
import { TargetsSection } from './targets-section';
import { useOwnedTargets } from './use-owned-targets';
import { useSavedPlans } from './use-saved-plans';
import '../../components/odds-screens.css';
import './plan.css';

/**
 * How Much To's plan view: "with what I have and what I will earn, what is my chance of getting these characters,
 * and how many copies of each, before the date?". A plan link in the address is added to the saved plans once, then
 * leaves the address, so a reload does not add it again; a new link remounts the screen.
 */
export function PlanPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Plan my pulls`);
  const location = useLocation();
  const navigate = useNavigate();
  const encoded = planParamOf(location.search);
  const [shared, setShared] = useState(encoded);
  if (encoded !== undefined && encoded !== shared) setShared(encoded);

  useEffect(() => {
    if (encoded !== undefined) navigate({ pathname: location.pathname }, { replace: true });
  }, [encoded, location.pathname, navigate]);

  return <PlanScreen key={shared ?? ''} shared={shared} />;
}

function PlanScreen({ shared }: { shared: string | undefined }) {
  // Notices and the planner's words are made as they are shown: a language switch re-renders them here.
  const { t } = useLingui();
  // "Today" is read once per visit of the screen: a plan left open past midnight is answered for the day it opened.
  const [clock] = useState(() => planClock(new Date()));
  const [plans, act, startNotice] = useSavedPlans(clock.today, shared);
  const [notice, setNotice] = useState<PlanNotice | null>(startNotice);
  // The link made for a plan as it was: any change to the plan, or another plan shown, hides it.
  const [shareLink, setShareLink] = useState<{ plan: SavedPlan; url: string } | null>(null);
  const { invalidCount, report } = useFieldChecks();
  const client = usePlanClient();
  const { runs } = useRuns();
  const pageHref = useHref('/HowMuchTo/plan');
  const plan = activePlan(plans);
  const shareUrl = shareLink?.plan === plan ? shareLink.url : null;

  const edit = useCallback((change: PlanChange) => act({ type: 'edit', change }), [act]);
  const { asked, allOwned, view: owned } = useOwnedTargets(plan);
  const blockers = useMemo(() => planBlockers(asked, clock, allOwned), [asked, clock, allOwned]);
  const question = useMemo((): PlanQuestion | null => {
    if (invalidCount > 0 || blockers.length > 0) return null;
    return asksRuns(asked)
      ? { kind: 'runs', question: toRunQuestion(asked, clock) }
      : { kind: 'plain', request: toPlanRequest(asked, clock) };
  }, [asked, clock, blockers, invalidCount]);

  async function share() {
    const { id: _id, ...sharedPlan } = plan;
    const url = new URL(`${pageHref}${planSearch(sharedPlan)}`, window.location.origin).href;
    setShareLink({ plan, url });
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      // No clipboard here (or no permission): the link is shown to copy by hand.
    }
    setNotice(
      liveNotice('status', () => (copied ? t`Plan link copied to the clipboard.` : t`Copy the plan link below.`)),
    );
  }

  return (
    <div className="plan" data-testid="screen-plan">
      <p className="plan-back">
        <Link to="/HowMuchTo">
          <Trans>← How Much To</Trans>
        </Link>
      </p>
      <h1>
        <Trans>Plan my pulls</Trans>
      </h1>
      <p className="plan-intro">
        <Trans>
          With what you have and what you will earn, your chance of getting the characters you want, and as many copies
          of each as you want, by a date.
        </Trans>
      </p>
      {notice &&
        (notice.tone === 'error' ? (
          <Notice message={notice.text} onDismiss={() => setNotice(null)} />
        ) : (
          <p className="plan-note" role="status" data-testid="plan-notice">
            {notice.text}
          </p>
        ))}
      <PlanSwitcher
        plans={plans.plans}
        active={plan}
        onSwitch={(id) => act({ type: 'switch', id })}
        onNew={() => {
          if (!canAddPlan(plans)) return;
          act({
            type: 'create',
            plan: newPlan(freshPlanId(plans.plans), freshPlanName(plans.plans), clock.today, simulatorCounters()),
          });
        }}
        onRename={(name) => act({ type: 'rename', id: plan.id, name })}
        onDelete={() => act({ type: 'delete', id: plan.id, fallback: firstPlans(clock.today, plans.plans).plans[0]! })}
        onShare={() => void share()}
      />
      {shareUrl && (
        <div className="plan-share">
          <label htmlFor="plan-share-link">
            <Trans>Plan link</Trans>
          </label>
          <input id="plan-share-link" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
      <FieldChecksProvider report={report}>
        {/* Another plan shown: its fields start from its own values. */}
        <div className="plan-layout" key={plan.id}>
          <div className="plan-inputs">
            <TargetsSection targets={plan.targets} onChange={edit} owned={owned} runs={runs} />
            <StateFields
              plan={plan}
              onChange={edit}
              readSimulatorCounters={simulatorCounters}
              readRealCounters={realCounters}
            />
            <IncomeFields plan={plan} today={clock.today} onChange={edit} />
            <ScheduleFields plan={plan} today={clock.today} onChange={edit} />
          </div>
          <PlanAnswers question={question} blockers={blockers} invalidFields={invalidCount} client={client} />
        </div>
      </FieldChecksProvider>
    </div>
  );
}
