import { useNavigate, useParams } from 'react-router-dom';
import { OwnedRecord } from '@/components/layout/owned-record';
import { PageHeader } from '@/components/layout/page-header';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { useFirearms } from '@/features/firearms/hooks';
import { PlanTestForm } from '@/features/loads/components/plan-test-form';
import { useLoad } from '@/features/loads/hooks';
import { newTestId, planTest } from '@/features/loads/loads-api';
import type { LoadDevelopment } from '@/features/loads/schema';
import { emptyTestPlanForm, stepLoadsOf, type TestPlan } from '@/features/loads/test-plan-schema';
import { useUnitSettings } from '@/features/units/hooks';
import { db } from '@/lib/firebase';
import { useSubmit } from '@/lib/use-submit';
import { todayDateString } from '@/utils/dates';

export function PlanTestRoute() {
  const { loadId } = useParams();
  const load = useLoad(loadId);
  return (
    <OwnedRecord
      state={load}
      title="Plan a test"
      loadingLabel="Loading load development…"
      failedMessage="Failed to load the load development. Please try again."
      notFoundMessage="Load development not found."
    >
      {(data, userId) => <PlanTestPage load={data} userId={userId} />}
    </OwnedRecord>
  );
}

function PlanTestPage({ load, userId }: { load: LoadDevelopment; userId: string }) {
  const navigate = useNavigate();
  const settings = useUnitSettings();
  const firearms = useFirearms(userId);
  const { submit, error } = useSubmit(async (plan: TestPlan) => {
    const testId = newTestId(db);
    // The step loads, stored on this device in one write; they sync when they can.
    await planTest(db, userId, stepLoadsOf(load, plan, testId, settings));
    navigate(paths.test.href(testId));
  }, 'Failed to plan the test. Please try again.');

  return (
    <>
      <PageHeader
        title={`Plan a test: ${load.name}`}
        actions={
          <LinkButton variant="secondary" to={paths.load.href(load.id)}>
            Back to the load
          </LinkButton>
        }
      />
      <p className="mb-4 text-stone-700">
        Each step becomes a load of its own, Planning, a copy of this recipe with the one variable changed.
      </p>
      <PlanTestForm
        load={load}
        defaultValues={emptyTestPlanForm(todayDateString())}
        firearms={firearms.data ?? []}
        onSubmit={submit}
        submitError={error}
      />
    </>
  );
}
