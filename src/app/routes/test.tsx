import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { FormError } from '@/components/ui/form-error';
import { LinkButton } from '@/components/ui/link-button';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { TestAnalysis } from '@/features/figures/components/test-analysis';
import { useTest } from '@/features/figures/test-hooks';
import { TEST_VARIABLES } from '@/features/loads/test-plan-schema';
import { useSignedInUser } from '@/lib/auth/auth-store';

export function TestRoute() {
  const { testId = '' } = useParams();
  const user = useSignedInUser();
  const test = useTest(user.uid, testId);
  if (test.status === 'error') {
    return (
      <>
        <PageHeader title="Test" />
        <FormError message="Failed to load the test. Please try again." />
      </>
    );
  }
  if (test.steps === null) return <PageLoading label="Loading test…" />;
  const first = test.steps[0];
  if (!first) {
    return (
      <>
        <PageHeader title="Test" />
        <FormError message="Test not found." />
      </>
    );
  }
  const from = test.loads?.find((load) => load.id === first.test.fromLoadId);
  return (
    <div className="space-y-6">
      <PageHeader
        title={`${TEST_VARIABLES[first.test.variable].label} test${from ? ` of ${from.name}` : ''}`}
        actions={
          <>
            <LinkButton to={paths.testSheet.href(testId)}>Range Sheet</LinkButton>
            {from && (
              <LinkButton variant="secondary" to={paths.load.href(from.id)}>
                Back to the load
              </LinkButton>
            )}
          </>
        }
      />
      {test.figures ? (
        <TestAnalysis steps={test.steps} analysis={test.figures.analysis} logged={test.figures.logged} />
      ) : (
        <PageLoading label="Loading the test's sessions…" />
      )}
    </div>
  );
}
