import cs.threephase.Search;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

// Times TPR-4x4x4-Solver (Shuang Chen, github.com/cs0x7f/TPR-4x4x4-Solver: three-phase
// reduction, then min2phase for the reduced 3x3x3) on a file of 4x4x4 facelet strings (URFDLB,
// 16 stickers a face), one solve a cube with its defaults. Prints "init MS" (its tables, built
// in memory), then "FACELETS<TAB>SOLUTION<TAB>MS" for each cube, timed one by one with no
// warm-up; scripts/results/big-cube-peers.sh verifies and summarises them. The solver's own
// messages (it prints as it builds) are dropped.
//   java -cp CLASSES:twophase.jar TprBench CUBES.txt
public class TprBench {
  public static void main(String[] args) throws Exception {
    PrintStream out = System.out;
    System.setOut(new PrintStream(OutputStream.nullOutputStream()));
    long start = System.nanoTime();
    Search.init();
    out.printf("init %.3f%n", (System.nanoTime() - start) / 1e6);
    List<String> cubes = Files.readAllLines(Paths.get(args[0]));
    Search search = new Search();
    for (String line : cubes) {
      String cube = line.trim();
      if (cube.isEmpty())
        continue;
      long t = System.nanoTime();
      String solution = search.solution(cube);
      double ms = (System.nanoTime() - t) / 1e6;
      out.printf("%s\t%s\t%.3f%n", cube, solution.trim().replaceAll("\\s+", " "), ms);
    }
  }
}
