import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { LinkButton } from '@/components/ui/link-button';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useFirearmsWithLands } from '@/features/barrels/hooks';
import { useTest } from '@/features/figures/test-hooks';
import { useFirearms } from '@/features/firearms/hooks';
import { RangeSheet } from '@/features/loads/components/range-sheet';
import { useSignedInUser } from '@/lib/auth/auth-store';

/** A test's range sheet: the page prints as it shows, without the app's header and buttons. */
export function TestSheetRoute() {
  const { testId = '' } = useParams();
  const user = useSignedInUser();
  const test = useTest(user.uid, testId);
  const firearms = useFirearms(user.uid);
  // Each with the CBTO to the lands of the barrel on it now, for a seating test's jumps.
  const withLands = useFirearmsWithLands(user.uid, firearms.data);
  if (test.status === 'error') return <FormError message="Failed to load the test. Please try again." />;
  if (test.steps === null) return <PageLoading label="Loading test…" />;
  const first = test.steps[0];
  if (!first) return <FormError message="Test not found." />;
  const firearm = (withLands ?? firearms.data)?.find((candidate) => candidate.id === first.test.firearmId);
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Range sheet"
          actions={
            <>
              <Button onClick={() => window.print()}>Print</Button>
              <LinkButton variant="secondary" to={paths.test.href(testId)}>
                Back to the test
              </LinkButton>
            </>
          }
        />
      </div>
      <RangeSheet steps={test.steps} firearm={firearm ?? null} />
    </>
  );
}
