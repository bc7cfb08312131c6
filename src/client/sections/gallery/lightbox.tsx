import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import type { GalleryImage } from '../../../common/site-config.schema.ts';
import { ResponsivePicture } from '../../components/responsive-picture.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { wrapIndex } from './wrap-index.ts';

interface Props {
  images: GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  returnFocusTo: (index: number) => HTMLElement | null | undefined;
}

export function Lightbox({ images, index, onIndexChange, onClose, returnFocusTo }: Props) {
  const { gallery: words } = useCopy();
  const image = images[index]!;
  const step = (delta: number) => onIndexChange(wrapIndex(index + delta, images.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
    // Escape closes the lightbox even while a button's tooltip is showing (Radix would close only the tooltip).
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/90 backdrop-blur-sm" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          // Focus the dialog itself on open: focusing the first button would pop its tooltip over the caption.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo(index)?.focus();
          }}
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 sm:p-8"
        >
          <figure className="w-full max-w-4xl">
            <ResponsivePicture
              key={image.id}
              name={image.src}
              sizes="(min-width: 960px) 896px, 100vw"
              alt={image.alt}
              loading="eager"
              className="h-auto max-h-[70vh] w-full rounded-2xl object-contain"
            />
            <figcaption className="mt-4 flex items-center justify-between gap-4 text-white">
              <Dialog.Title className="text-lg font-bold">{image.title}</Dialog.Title>
              <p aria-live="polite" className="text-sm text-brand-100">
                {words.position(index + 1, images.length)}
              </p>
            </figcaption>
          </figure>
          <div className="flex gap-3">
            <IconButton label={words.previous} onClick={() => step(-1)}>
              <ChevronLeft aria-hidden="true" className="size-6" />
            </IconButton>
            <IconButton label={words.next} onClick={() => step(1)}>
              <ChevronRight aria-hidden="true" className="size-6" />
            </IconButton>
          </div>
          <Dialog.Close asChild>
            <IconButton label={words.close} className="absolute top-4 right-4">
              <X aria-hidden="true" className="size-6" />
            </IconButton>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
