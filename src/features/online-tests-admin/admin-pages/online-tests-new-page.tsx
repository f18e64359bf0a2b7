import { Link } from 'react-router-dom';
import { PageContainer, useDocumentTitle } from '@/ui';
import { TestForm } from './test-form';

/** Admin → Online Tests → New Test. */
export function OnlineTestsNewPage() {
  useDocumentTitle('New Test · Online Tests · Admin Panel · Sankalp Institute');
  return (
    <PageContainer title="New Test" lead={<Link to="/admin/online-tests">All online tests</Link>}>
      <TestForm />
    </PageContainer>
  );
}
