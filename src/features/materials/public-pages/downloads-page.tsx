import { describeError, publicMaterials, useLiveQuery } from '@/data';
import {
  Alert,
  Button,
  CardGrid,
  EmptyState,
  PageContainer,
  Skeleton,
  useDocumentTitle,
} from '@/ui';
import { MaterialCard } from '../components/material-card';
import { publicPages } from '@/features/public-site';

const NO_PUBLIC_MATERIALS_MESSAGE =
  'No public materials available at the moment. Please check back later.';

export function DownloadsPage() {
  useDocumentTitle(publicPages['/downloads'].title);
  const materials = useLiveQuery(
    async (repository) => publicMaterials(await repository.listMaterials()),
    [],
    ['materials'],
  );

  return (
    <PageContainer
      title="Downloads"
      lead="Sample papers, brochures and other free material from Sankalp Institute, as PDF files. Anyone may download them, no sign-in needed; enrolled students find the material for their class and stream under Downloads in the student area."
    >
      {materials.status === 'loading' ? <Skeleton lines={4} label="Loading materials…" /> : null}
      {materials.status === 'error' ? (
        <Alert tone="error" title="The materials could not be loaded.">
          <p>{describeError(materials.error)}</p>
          <Button variant="secondary" onClick={materials.reload}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {materials.status === 'success' && materials.data.length === 0 ? (
        <EmptyState message={NO_PUBLIC_MATERIALS_MESSAGE} />
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
