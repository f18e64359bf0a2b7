import { Trans, useLingui } from '@lingui/react/macro';
import {
  describeError,
  isNewMaterial,
  materialsForStudent,
  NEW_MATERIAL_DAYS,
  useLiveQuery,
  useSignedInRecord,
} from '@/data';
import type { LiveQuery, Material } from '@/data';
import {
  Badge,
  CardGrid,
  EmptyState,
  LoadError,
  PageContainer,
  Skeleton,
  useDocumentTitle,
} from '@/ui';
import { MaterialCard } from '../components/material-card';
import { useAreaPanelName } from '@/features/data-messages';

/** The student's Downloads: only the study materials meant for their class and stream. */
export function StudentMaterialsPage() {
  const { t } = useLingui();
  useDocumentTitle(`${t`Downloads`} · ${useAreaPanelName()} · Sankalp Institute`);
  const student = useSignedInRecord('student');
  const { currentClass, stream } = student;
  const days = NEW_MATERIAL_DAYS;
  const query = useLiveQuery(
    async (repository) =>
      materialsForStudent(await repository.listMaterials(), { currentClass, stream }),
    [currentClass, stream],
    ['materials'],
  );

  return (
    <PageContainer
      title={<Trans>Downloads</Trans>}
      lead={
        <Trans>
          Study materials for class {currentClass}, {stream}. Materials added in the last {days}{' '}
          days are marked New.
        </Trans>
      }
    >
      <MaterialsContent query={query} />
    </PageContainer>
  );
}

function MaterialsContent({ query }: { query: LiveQuery<Material[]> }) {
  const { t } = useLingui();
  switch (query.status) {
    case 'loading':
      return <Skeleton lines={4} label={t`Loading your materials…`} />;
    case 'error':
      return (
        <LoadError
          title={t`Your materials could not be loaded`}
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      );
    case 'success': {
      if (query.data.length === 0) {
        return <EmptyState message={<Trans>No materials have been assigned to you yet.</Trans>} />;
      }
      const now = new Date();
      return (
        <CardGrid>
          {query.data.map((material) => (
            <MaterialCard
              key={material.id}
              material={material}
              actions={
                isNewMaterial(material, now) ? (
                  <Badge tone="success">
                    <Trans>New</Trans>
                  </Badge>
                ) : undefined
              }
            />
          ))}
        </CardGrid>
      );
    }
    default:
      return query satisfies never;
  }
}
