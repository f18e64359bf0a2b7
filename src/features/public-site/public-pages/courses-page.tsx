import { useId } from 'react';
import { Badge, ButtonLink, CardGrid, CardGridItem, PageContainer, useDocumentTitle } from '@/ui';
import { enrolmentSubject, programs } from '../model/programs';
import type { Program } from '../model/programs';
import styles from './courses-page.module.css';
import { publicPages } from '../model/page-metadata';

export function CoursesPage() {
  useDocumentTitle(publicPages['/courses'].title);
  return (
    <PageContainer
      title="Programs & Courses"
      lead="Classroom and online programs for every stage, from class 9 foundations to entrance exams. Choose a program and we will help you pick the right batch."
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
  return (
    <CardGridItem
      title={<span id={titleId}>{program.title}</span>}
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
          Enroll Now
        </ButtonLink>
      }
    >
      <Badge tone="info">{program.category}</Badge>
      <p className={styles.description}>{program.description}</p>
    </CardGridItem>
  );
}
