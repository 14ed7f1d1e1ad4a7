import { ZoomableImage } from '@/components/image-viewer/zoomable-image';
import type { Image } from '@/lib/api/types';

/** The product's pictures: the first large, the others below; each opens in the full-screen image viewer. */
export function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  const [first, ...others] = images;
  if (!first) {
    return (
      <div className="grid aspect-square place-items-center rounded-2xl bg-slate-100 p-6 text-center text-sm text-slate-600">
        Gambar produk belum tersedia.
      </div>
    );
  }
  return (
    <div>
      <ZoomableImage
        image={first}
        alt={name}
        width={640}
        priority
        className="block aspect-square w-full rounded-2xl bg-slate-100 object-cover"
      />
      {others.length > 0 ? (
        <ul aria-label="Gambar lainnya" className="mt-3 grid grid-cols-4 gap-2">
          {others.map((image, index) => (
            <li key={`${image.url}-${index}`}>
              <ZoomableImage
                image={image}
                alt={`${name}, gambar ${index + 2}`}
                width={200}
                className="block aspect-square w-full rounded-xl bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
