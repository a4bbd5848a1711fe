import type { JobCompany } from '@skilllink/contracts/jobs';
import { cn } from '../../../components/ui/cn';
import { photosAllowed } from '../../../lib/data-saver';
import { useHeldPhoto } from '../../../lib/data-saver-savings';
import { useDataSaver } from '../../../lib/use-data-saver';

/** "Hubtel" → "HU"; "Andela Ghana" → "AG". */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '').slice(0, 2);
  return letters.toUpperCase() || '?';
}

/**
 * The company's logo, else its initials in the same square (fixed size: no shift when the image
 * arrives). Decorative: the company's name is always written beside it. Initials too while data
 * saver holds images back.
 */
export function CompanyLogo({ company, size = 'md' }: { company: JobCompany; size?: 'md' | 'lg' }) {
  const box = cn('inline-flex shrink-0 items-center justify-center rounded-lg border border-border', size === 'lg' ? 'size-16' : 'size-12');
  const pixels = size === 'lg' ? 64 : 48;
  // Data saver: the initials until the member asks for the page's images (issue 28 §4).
  const images = photosAllowed(useDataSaver());
  useHeldPhoto(company.logo, !images, 'logo');
  if (company.logo && images) {
    return (
      <img
        src={company.logo}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={cn(box, 'bg-surface object-contain')}
      />
    );
  }
  return (
    <span aria-hidden="true" className={cn(box, 'bg-primary-soft font-semibold text-primary', size === 'lg' ? 'text-xl' : 'text-base')}>
      {initials(company.name)}
    </span>
  );
}
