/** A section's illustration below the first screen: loaded when near, decoded off the main thread. */
export function SectionArt({
  src,
  width,
  height,
  alt,
  className,
}: {
  src: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <img src={src} width={width} height={height} alt={alt} loading="lazy" decoding="async" />
    </div>
  );
}
