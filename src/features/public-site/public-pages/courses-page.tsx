import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Badge, ButtonLink, CardGrid, CardGridItem, PageContainer } from '@/ui';
import { categoryNames, enrolmentSubject, programs } from '../model/programs';
import type { Program } from '../model/programs';
import styles from './courses-page.module.css';
import { usePublicPageTitle } from '../model/page-metadata';

export function CoursesPage() {
  usePublicPageTitle('/courses');
  const { t } = useLingui();
  return (
    <PageContainer
      title={t`Programs & Courses`}
      lead={t`Classroom and online programs for every stage, from class 9 foundations to entrance exams. Choose a program and we will help you pick the right batch.`}
    >
      <CardGrid>
        {programs.map((program) => (
          <ProgramCard key={program.title} program={program} />
        ))}
      </CardGrid>
    </PageContainer>
  );
}

function ProgramCard({ program }: { program: Program }) {
  const titleId = useId();
  const { i18n } = useLingui();
  return (
    <CardGridItem
      title={<span id={titleId}>{i18n._(program.name)}</span>}
      footer={
        // The subject travels with the link, so the contact form already says what it is
        // about; the title describes the link, so six "Enroll Now" links are told apart.
        <ButtonLink
          to={{
            pathname: '/contact',
            search: `?${new URLSearchParams({ subject: enrolmentSubject(program) })}`,
          }}
          aria-describedby={titleId}
        >
          <Trans>Enroll Now</Trans>
        </ButtonLink>
      }
    >
      <Badge tone="info">{i18n._(categoryNames[program.category])}</Badge>
      <p className={styles.description}>{i18n._(program.description)}</p>
    </CardGridItem>
  );
}
