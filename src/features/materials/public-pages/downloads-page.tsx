import { Trans, useLingui } from '@lingui/react/macro';
import { describeError, publicMaterials, useLiveQuery } from '@/data';
import { Alert, Button, CardGrid, EmptyState, PageContainer, Skeleton } from '@/ui';
import { MaterialCard } from '../components/material-card';
import { usePublicPageTitle } from '@/features/public-site';

export function DownloadsPage() {
  const { t } = useLingui();
  usePublicPageTitle('/downloads');
  const materials = useLiveQuery(
    async (repository) => publicMaterials(await repository.listMaterials()),
    [],
    ['materials'],
  );

  return (
    <PageContainer
      title={<Trans>Downloads</Trans>}
      lead={
        <Trans>
          Sample papers, brochures and other free material from Sankalp Institute, as PDF files.
          Anyone may download them, no sign-in needed; enrolled students find the material for their
          class and stream under Downloads in the student area.
        </Trans>
      }
    >
      {materials.status === 'loading' ? <Skeleton lines={4} label={t`Loading materials…`} /> : null}
      {materials.status === 'error' ? (
        <Alert tone="error" title={t`The materials could not be loaded.`}>
          <p>{describeError(materials.error)}</p>
          <Button variant="secondary" onClick={materials.reload}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : null}
      {materials.status === 'success' && materials.data.length === 0 ? (
        <EmptyState
          message={
            <Trans>No public materials available at the moment. Please check back later.</Trans>
          }
        />
      ) : null}
      {materials.status === 'success' && materials.data.length > 0 ? (
        <CardGrid>
          {materials.data.map((material) => (
            <MaterialCard key={material.id} material={material} />
          ))}
        </CardGrid>
      ) : null}
    </PageContainer>
  );
}
